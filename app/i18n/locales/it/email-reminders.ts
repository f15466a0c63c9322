import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Promemoria via email',
	description: 'Email automatiche che ricordano agli studenti le attività in sospeso.',
	enabled: 'Invia promemoria automatici',
	enabledHint:
		'Gli studenti con attività in sospeso nelle categorie scelte ricevono questa email secondo la pianificazione.',
	frequency: 'Frequenza',
	frequencies: {
		weekly: 'Ogni settimana',
		biweekly: 'Ogni due settimane',
		monthly: 'Ogni mese (prima settimana)',
	},
	weekday: 'Il giorno',
	weekdays: {
		'1': 'Lunedì',
		'2': 'Martedì',
		'3': 'Mercoledì',
		'4': 'Giovedì',
		'5': 'Venerdì',
		'6': 'Sabato',
		'7': 'Domenica',
	},
	categories: 'Includi attività in sospeso',
	categoryNames: {
		includeVideoTraining: 'Formazione video',
		includeGaming: 'Giochi',
		includePolicies: 'Policy',
		includeCalendarVideos: 'Video del calendario',
	},
	subject: 'Oggetto',
	message: 'Messaggio (facoltativo)',
	save: 'Salva',
	saved: 'Impostazioni aggiornate correttamente!',
	next: 'Prossimi promemoria: {{date}}.',
	off: 'I promemoria automatici sono disattivati.',
	lastSent: 'Ultimo invio: {{date}}.',
	errors: {
		required: 'Campo obbligatorio',
		categoriesRequired: 'È necessario selezionare almeno un valore',
		subjectRequired: "Aggiungi l'oggetto.",
		subjectTooLong: "L'oggetto può contenere al massimo 300 caratteri.",
		messageTooLong: 'Il messaggio può contenere al massimo 20.000 caratteri.',
	},
} satisfies Texts<'emailReminders'>
