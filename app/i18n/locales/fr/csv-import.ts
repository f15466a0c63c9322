/** Textes français de l’import CSV (mêmes clés que en/csv-import.ts). */
export default {
	title: 'Importer depuis un CSV',
	file: {
		wrongFormat: 'Format de fichier incorrect ou nom de champ inconnu',
		empty: 'Le fichier ne contient aucune donnée',
		parse: 'Erreur lors de l’analyse du fichier CSV',
		tooLarge: 'La taille du fichier doit être inférieure à 7 Mo',
	},
	mapping: {
		selectColumn: 'Veuillez sélectionner une colonne.',
		noValidEmails: 'La colonne des e-mails ne contient aucune adresse e-mail valide. Choisissez une autre colonne ou vérifiez votre fichier et réessayez',
	},
	row: {
		missingEmail: 'Ligne {{line}} : aucune adresse e-mail dans « {{value}} »',
		invalidEmail: 'Ligne {{line}} : « {{value}} » n’est pas un e-mail valide',
		duplicateEmail: 'Ligne {{line}} : « {{value}} » figure déjà sur une ligne précédente',
		missingDepartment: 'Ligne {{line}} : « {{value}} » n’a pas de département',
	},
	columns: {
		email: 'E-mail',
		department: 'Département',
		group: 'Groupe',
		name: 'Prénom',
		lastName: 'Nom',
	},
}
