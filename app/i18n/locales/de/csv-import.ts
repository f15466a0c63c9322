import type { Texts } from '../../namespaces.ts'

/** Deutsche Texte des CSV-Imports (Schlüssel wie en/csv-import.ts). */
export default {
	title: 'Aus CSV importieren',
	file: {
		wrongFormat: 'Falsches Dateiformat oder unbekannter Feldname',
		empty: 'Die Datei enthält keine Daten',
		parse: 'Fehler beim Lesen der CSV-Datei',
		tooLarge: 'Die Datei muss kleiner als 7 MB sein',
		binary:
			'Diese Datei ist keine CSV-Textdatei (vielleicht eine in .csv umbenannte Tabelle). Speichern Sie sie als CSV und versuchen Sie es erneut.',
	},
	mapping: {
		selectColumn: 'Bitte wählen Sie eine Spalte aus.',
		noValidEmails:
			'Die E-Mail-Spalte enthält keine gültigen E-Mail-Adressen. Wählen Sie eine andere Spalte oder prüfen Sie Ihre Datei und versuchen Sie es erneut',
	},
	row: {
		missingEmail: 'Zeile {{line}}: keine E-Mail-Adresse in „{{value}}“',
		invalidEmail: 'Zeile {{line}}: „{{value}}“ ist keine gültige E-Mail-Adresse',
		duplicateEmail: 'Zeile {{line}}: „{{value}}“ steht bereits in einer früheren Zeile',
		missingDepartment: 'Zeile {{line}}: „{{value}}“ hat keine Abteilung',
		controlCharacter:
			'Zeile {{line}}, {{column}}: „{{value}}“ enthält ein Steuerzeichen (z. B. ein NUL-Byte), das nicht importiert werden kann',
		invalidName:
			'Zeile {{line}}, {{column}}: „{{value}}“ darf nur Buchstaben, Ziffern, Punkt, Bindestrich, Unterstrich, kaufmännisches Und und Leerzeichen im Inneren enthalten',
		tooLong: 'Zeile {{line}}, {{column}}: „{{value}}“ ist länger als {{max}} Zeichen',
	},
	columns: {
		email: 'E-Mail',
		department: 'Abteilung',
		group: 'Gruppe',
		name: 'Vorname',
		lastName: 'Nachname',
	},
} satisfies Texts<'csvImport'>
