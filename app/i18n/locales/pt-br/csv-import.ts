/** Textos em português (Brasil) da importação de CSV (mesmas chaves que en/csv-import.ts). */
export default {
	title: 'Importar de CSV',
	file: {
		wrongFormat: 'Formato de arquivo incorreto ou nome de campo desconhecido',
		empty: 'O arquivo não contém dados',
		parse: 'Erro ao processar o arquivo CSV',
		tooLarge: 'O arquivo deve ter menos de 7 MB',
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
	},
	columns: {
		email: 'E-mail',
		department: 'Departamento',
		group: 'Grupo',
		name: 'Nome',
		lastName: 'Sobrenome',
	},
}
