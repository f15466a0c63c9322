/** Textos em português (Portugal) da importação CSV (mesmas chaves que en/csv-import.ts). */
export default {
	title: 'Importar de CSV',
	file: {
		wrongFormat: 'Formato de ficheiro incorreto ou nome de campo desconhecido',
		empty: 'O ficheiro não contém dados',
		parse: 'Erro ao processar o ficheiro CSV',
		tooLarge: 'O ficheiro tem de ter menos de 7 MB',
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
	},
	columns: {
		email: 'E-mail',
		department: 'Departamento',
		group: 'Grupo',
		name: 'Nome próprio',
		lastName: 'Apelido',
	},
}
