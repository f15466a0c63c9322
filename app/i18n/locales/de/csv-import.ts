/** Deutsche Texte des CSV-Imports (Schlüssel wie en/csv-import.ts). */
export default {
	title: 'Aus CSV importieren',
	file: {
		wrongFormat: 'Falsches Dateiformat oder unbekannter Feldname',
		empty: 'Die Datei enthält keine Daten',
		parse: 'Fehler beim Lesen der CSV-Datei',
		tooLarge: 'Die Datei muss kleiner als 7 MB sein',
	},
	mapping: {
		selectColumn: 'Bitte wählen Sie eine Spalte aus.',
		noValidEmails: 'Die E-Mail-Spalte enthält keine gültigen E-Mail-Adressen. Wählen Sie eine andere Spalte oder prüfen Sie Ihre Datei und versuchen Sie es erneut',
	},
	row: {
		missingEmail: 'Zeile {{line}}: keine E-Mail-Adresse in „{{value}}“',
		invalidEmail: 'Zeile {{line}}: „{{value}}“ ist keine gültige E-Mail-Adresse',
		duplicateEmail: 'Zeile {{line}}: „{{value}}“ steht bereits in einer früheren Zeile',
		missingDepartment: 'Zeile {{line}}: „{{value}}“ hat keine Abteilung',
	},
	columns: {
		email: 'E-Mail',
		department: 'Abteilung',
		group: 'Gruppe',
		name: 'Vorname',
		lastName: 'Nachname',
	},
}
