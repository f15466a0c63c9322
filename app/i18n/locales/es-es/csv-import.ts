/** Textos en español (España) de la importación CSV (mismas claves que en/csv-import.ts). */
export default {
	title: 'Importar desde CSV',
	file: {
		wrongFormat: 'Formato de archivo incorrecto o nombre de campo desconocido',
		empty: 'El archivo no contiene datos',
		parse: 'Error al procesar el archivo CSV',
		tooLarge: 'El archivo debe ocupar menos de 7 MB',
	},
	mapping: {
		selectColumn: 'Selecciona una columna.',
		noValidEmails:
			'La columna de correo no contiene direcciones válidas. Elige otra columna o revisa el archivo e inténtalo de nuevo',
	},
	row: {
		missingEmail: 'Línea {{line}}: no hay dirección de correo en «{{value}}»',
		invalidEmail: 'Línea {{line}}: «{{value}}» no es un correo válido',
		duplicateEmail: 'Línea {{line}}: «{{value}}» ya aparece en una línea anterior',
		missingDepartment: 'Línea {{line}}: «{{value}}» no tiene departamento',
	},
	columns: {
		email: 'Correo electrónico',
		department: 'Departamento',
		group: 'Grupo',
		name: 'Nombre',
		lastName: 'Apellidos',
	},
}
