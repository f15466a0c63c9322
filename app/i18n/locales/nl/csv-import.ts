/** Nederlandse teksten van de CSV-import (dezelfde sleutels als en/csv-import.ts). */
export default {
	title: 'Importeren uit CSV',
	file: {
		wrongFormat: 'Onjuiste bestandsindeling of onbekende veldnaam',
		empty: 'Het bestand bevat geen gegevens',
		parse: 'Fout bij het lezen van het CSV-bestand',
		tooLarge: 'Het bestand moet kleiner zijn dan 7 MB',
	},
	mapping: {
		selectColumn: 'Selecteer een kolom.',
		noValidEmails: 'De e-mailkolom bevat geen geldige e-mailadressen. Kies een andere kolom of controleer uw bestand en probeer het opnieuw',
	},
	row: {
		missingEmail: 'Regel {{line}}: geen e-mailadres in ‘{{value}}’',
		invalidEmail: 'Regel {{line}}: ‘{{value}}’ is geen geldig e-mailadres',
		duplicateEmail: 'Regel {{line}}: ‘{{value}}’ staat al op een eerdere regel',
		missingDepartment: 'Regel {{line}}: ‘{{value}}’ heeft geen afdeling',
	},
	columns: {
		email: 'E-mail',
		department: 'Afdeling',
		group: 'Groep',
		name: 'Voornaam',
		lastName: 'Achternaam',
	},
}
