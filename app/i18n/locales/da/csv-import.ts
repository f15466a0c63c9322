import type { Texts } from '../../namespaces.ts'

/** Danske tekster til CSV-import (samme nøgler som en/csv-import.ts). */
export default {
	title: 'Importér fra CSV',
	file: {
		wrongFormat: 'Forkert filformat eller ukendt feltnavn',
		empty: 'Filen indeholder ingen data',
		parse: 'Fejl ved læsning af CSV-filen',
		tooLarge: 'Filen skal være mindre end 7 MB',
		binary: 'Denne fil er ikke en CSV-tekstfil (måske et regneark omdøbt til .csv). Gem den som CSV, og prøv igen.',
	},
	mapping: {
		selectColumn: 'Vælg en kolonne.',
		noValidEmails: 'E-mailkolonnen indeholder ingen gyldige e-mailadresser. Vælg en anden kolonne, eller kontrollér din fil, og prøv igen',
	},
	row: {
		missingEmail: 'Linje {{line}}: ingen e-mailadresse i “{{value}}”',
		invalidEmail: 'Linje {{line}}: “{{value}}” er ikke en gyldig e-mail',
		duplicateEmail: 'Linje {{line}}: “{{value}}” står allerede på en tidligere linje',
		missingDepartment: 'Linje {{line}}: “{{value}}” har ingen afdeling',
		controlCharacter: 'Linje {{line}}, {{column}}: “{{value}}” indeholder et kontroltegn (f.eks. en NUL-byte), som ikke kan importeres',
		invalidName:
			'Linje {{line}}, {{column}}: “{{value}}” må kun indeholde bogstaver, cifre, punktum, bindestreg, understregning, og-tegn og indre mellemrum',
		tooLong: 'Linje {{line}}, {{column}}: “{{value}}” er længere end {{max}} tegn',
	},
	columns: {
		email: 'E-mail',
		department: 'Afdeling',
		group: 'Gruppe',
		name: 'Fornavn',
		lastName: 'Efternavn',
	},
} satisfies Texts<'csvImport'>
