import type { Texts } from '../../namespaces.ts'

/** Nederlandse teksten van de CSV-import (dezelfde sleutels als en/csv-import.ts). */
export default {
	title: 'Importeren uit CSV',
	file: {
		wrongFormat: 'Onjuiste bestandsindeling of onbekende veldnaam',
		empty: 'Het bestand bevat geen gegevens',
		parse: 'Fout bij het lezen van het CSV-bestand',
		tooLarge: 'Het bestand moet kleiner zijn dan 7 MB',
		binary:
			'Dit bestand is geen CSV-tekstbestand (misschien een spreadsheet die naar .csv is hernoemd). Sla het op als CSV en probeer het opnieuw.',
	},
	mapping: {
		selectColumn: 'Selecteer een kolom.',
		noValidEmails:
			'De e-mailkolom bevat geen geldige e-mailadressen. Kies een andere kolom of controleer uw bestand en probeer het opnieuw',
	},
	row: {
		missingEmail: 'Regel {{line}}: geen e-mailadres in ‘{{value}}’',
		invalidEmail: 'Regel {{line}}: ‘{{value}}’ is geen geldig e-mailadres',
		duplicateEmail: 'Regel {{line}}: ‘{{value}}’ staat al op een eerdere regel',
		missingDepartment: 'Regel {{line}}: ‘{{value}}’ heeft geen afdeling',
		controlCharacter: 'Regel {{line}}, {{column}}: ‘{{value}}’ bevat een stuurteken (zoals een NUL-byte) dat niet kan worden geïmporteerd',
		invalidName:
			'Regel {{line}}, {{column}}: ‘{{value}}’ mag alleen letters, cijfers, punt, streepje, underscore, ampersand en spaties binnenin bevatten',
		tooLong: 'Regel {{line}}, {{column}}: ‘{{value}}’ is langer dan {{max}} tekens',
	},
	columns: {
		email: 'E-mail',
		department: 'Afdeling',
		group: 'Groep',
		name: 'Voornaam',
		lastName: 'Achternaam',
	},
} satisfies Texts<'csvImport'>
