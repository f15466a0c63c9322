import type { Texts } from '../../namespaces.ts'

/** Textos em português (Brasil) da importação de CSV (mesmas chaves que en/csv-import.ts). */
export default {
	title: 'Importar de CSV',
	file: {
		wrongFormat: 'Formato de arquivo incorreto ou nome de campo desconhecido',
		empty: 'O arquivo não contém dados',
		parse: 'Erro ao processar o arquivo CSV',
		tooLarge: 'O arquivo deve ter menos de 7 MB',
		binary: 'Este arquivo não é um arquivo de texto CSV (pode ser uma planilha renomeada para .csv). Salve-o como CSV e tente novamente.',
	},
	mapping: {
		selectColumn: 'Selecione uma coluna.',
		noValidEmails:
			'A coluna de e-mail não contém endereços de e-mail válidos. Escolha outra coluna ou verifique o arquivo e tente novamente',
	},
	row: {
		missingEmail: 'Linha {{line}}: nenhum endereço de e-mail em "{{value}}"',
		invalidEmail: 'Linha {{line}}: "{{value}}" não é um e-mail válido',
		duplicateEmail: 'Linha {{line}}: "{{value}}" já aparece em uma linha anterior',
		missingDepartment: 'Linha {{line}}: "{{value}}" não tem departamento',
		controlCharacter:
			'Linha {{line}}, {{column}}: "{{value}}" contém um caractere de controle (como um byte NUL) que não pode ser importado',
		invalidName: 'Linha {{line}}, {{column}}: "{{value}}" só pode ter letras, dígitos, ponto, hífen, sublinhado, "&" e espaços internos',
		tooLong: 'Linha {{line}}, {{column}}: "{{value}}" tem mais de {{max}} caracteres',
	},
	columns: {
		email: 'E-mail',
		department: 'Departamento',
		group: 'Grupo',
		name: 'Nome',
		lastName: 'Sobrenome',
	},
} satisfies Texts<'csvImport'>
