import type { Texts } from '../../namespaces.ts'

/** Textos en español (Latinoamérica) de la importación CSV (mismas claves que en/csv-import.ts). */
export default {
	title: 'Importar desde CSV',
	file: {
		wrongFormat: 'Formato de archivo incorrecto o nombre de campo desconocido',
		empty: 'El archivo no contiene datos',
		parse: 'Error al procesar el archivo CSV',
		tooLarge: 'El archivo debe pesar menos de 7 MB',
		binary:
			'Este archivo no es un archivo de texto CSV (puede ser una hoja de cálculo renombrada a .csv). Guárdalo como CSV e inténtalo de nuevo.',
	},
	mapping: {
		selectColumn: 'Selecciona una columna.',
		noValidEmails: 'La columna de correo no contiene direcciones válidas. Elige otra columna o revisa tu archivo e inténtalo de nuevo',
	},
	row: {
		missingEmail: 'Línea {{line}}: no hay dirección de correo en "{{value}}"',
		invalidEmail: 'Línea {{line}}: "{{value}}" no es un correo válido',
		duplicateEmail: 'Línea {{line}}: "{{value}}" ya aparece en una línea anterior',
		missingDepartment: 'Línea {{line}}: "{{value}}" no tiene departamento',
		controlCharacter: 'Línea {{line}}, {{column}}: "{{value}}" contiene un carácter de control (como un byte NUL) que no se puede importar',
		invalidName:
			'Línea {{line}}, {{column}}: "{{value}}" solo puede tener letras, dígitos, punto, guion, guion bajo, "&" y espacios internos',
		tooLong: 'Línea {{line}}, {{column}}: "{{value}}" tiene más de {{max}} caracteres',
	},
	columns: {
		email: 'Correo electrónico',
		department: 'Departamento',
		group: 'Grupo',
		name: 'Nombre',
		lastName: 'Apellido',
	},
} satisfies Texts<'csvImport'>
