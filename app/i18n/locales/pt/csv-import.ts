import type { Texts } from '../../namespaces.ts'

/** Textos em português (Portugal) da importação CSV (mesmas chaves que en/csv-import.ts). */
export default {
	title: 'Importar de CSV',
	file: {
		wrongFormat: 'Formato de ficheiro incorreto ou nome de campo desconhecido',
		empty: 'O ficheiro não contém dados',
		parse: 'Erro ao processar o ficheiro CSV',
		tooLarge: 'O ficheiro tem de ter menos de 7 MB',
		binary:
			'Este ficheiro não é um ficheiro de texto CSV (pode ser uma folha de cálculo renomeada para .csv). Guarde-o como CSV e tente novamente.',
	},
	mapping: {
		selectColumn: 'Selecione uma coluna.',
		noValidEmails:
			'A coluna de e-mail não contém endereços de e-mail válidos. Escolha outra coluna ou verifique o ficheiro e tente novamente',
	},
	row: {
		missingEmail: 'Linha {{line}}: sem endereço de e-mail em «{{value}}»',
		invalidEmail: 'Linha {{line}}: «{{value}}» não é um e-mail válido',
		duplicateEmail: 'Linha {{line}}: «{{value}}» já consta de uma linha anterior',
		missingDepartment: 'Linha {{line}}: «{{value}}» não tem departamento',
		controlCharacter:
			'Linha {{line}}, {{column}}: «{{value}}» contém um carácter de controlo (como um byte NUL) que não pode ser importado',
		invalidName: 'Linha {{line}}, {{column}}: «{{value}}» só pode ter letras, dígitos, ponto, hífen, sublinhado, «&» e espaços interiores',
		tooLong: 'Linha {{line}}, {{column}}: «{{value}}» tem mais de {{max}} caracteres',
	},
	columns: {
		email: 'E-mail',
		department: 'Departamento',
		group: 'Grupo',
		name: 'Nome próprio',
		lastName: 'Apelido',
	},
} satisfies Texts<'csvImport'>
