import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Rappels par e-mail',
	description: 'Des e-mails automatiques qui rappellent aux apprenants leurs tâches en attente.',
	enabled: 'Envoyer des rappels automatiques',
	enabledHint:
		'Les apprenants ayant des tâches en attente dans les catégories choisies reçoivent cet e-mail selon le calendrier.',
	frequency: 'Fréquence',
	frequencies: {
		weekly: 'Chaque semaine',
		biweekly: 'Toutes les deux semaines',
		monthly: 'Chaque mois (première semaine)',
	},
	weekday: 'Le',
	weekdays: {
		'1': 'Lundi',
		'2': 'Mardi',
		'3': 'Mercredi',
		'4': 'Jeudi',
		'5': 'Vendredi',
		'6': 'Samedi',
		'7': 'Dimanche',
	},
	categories: 'Inclure les tâches en attente',
	categoryNames: {
		includeVideoTraining: 'Formation vidéo',
		includeGaming: 'Jeux',
		includePolicies: 'Politiques',
		includeCalendarVideos: 'Vidéos du calendrier',
	},
	subject: 'Objet',
	message: 'Message (facultatif)',
	save: 'Enregistrer',
	saved: 'Paramètres mis à jour avec succès !',
	next: 'Prochains rappels : {{date}}.',
	off: 'Les rappels automatiques sont désactivés.',
	lastSent: 'Dernier envoi : {{date}}.',
	errors: {
		required: 'Champ obligatoire',
		categoriesRequired: 'Au moins une valeur doit être sélectionnée',
		subjectRequired: 'Veuillez ajouter un objet.',
		subjectTooLong: "L'objet peut contenir au maximum 300 caractères.",
		messageTooLong: 'Le message peut contenir au maximum 20 000 caractères.',
	},
} satisfies Texts<'emailReminders'>
