import type { Texts } from '../../namespaces.ts'

/** Testi italiani dell’importazione CSV (stesse chiavi di en/csv-import.ts). */
export default {
	title: 'Importa da CSV',
	file: {
		wrongFormat: 'Formato del file non corretto o nome di campo sconosciuto',
		empty: 'Il file non contiene dati',
		parse: 'Errore durante la lettura del file CSV',
		tooLarge: 'Il file deve essere inferiore a 7 MB',
		binary: 'Questo file non è un file di testo CSV (forse un foglio di calcolo rinominato in .csv). Salvalo come CSV e riprova.',
	},
	mapping: {
		selectColumn: 'Seleziona una colonna.',
		noValidEmails: 'La colonna delle email non contiene indirizzi email validi. Scegli un’altra colonna o controlla il file e riprova',
	},
	row: {
		missingEmail: 'Riga {{line}}: nessun indirizzo email in «{{value}}»',
		invalidEmail: 'Riga {{line}}: «{{value}}» non è un’email valida',
		duplicateEmail: 'Riga {{line}}: «{{value}}» è già presente in una riga precedente',
		missingDepartment: 'Riga {{line}}: «{{value}}» non ha un reparto',
		controlCharacter:
			'Riga {{line}}, {{column}}: «{{value}}» contiene un carattere di controllo (come un byte NUL) che non può essere importato',
		invalidName:
			'Riga {{line}}, {{column}}: «{{value}}» può contenere solo lettere, cifre, punto, trattino, trattino basso, e commerciale e spazi interni',
		tooLong: 'Riga {{line}}, {{column}}: «{{value}}» supera i {{max}} caratteri',
	},
	columns: {
		email: 'Email',
		department: 'Reparto',
		group: 'Gruppo',
		name: 'Nome',
		lastName: 'Cognome',
	},
} satisfies Texts<'csvImport'>
