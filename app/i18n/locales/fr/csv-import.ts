import type { Texts } from '../../namespaces.ts'

/** Textes français de l’import CSV (mêmes clés que en/csv-import.ts). */
export default {
	title: 'Importer depuis un CSV',
	file: {
		wrongFormat: 'Format de fichier incorrect ou nom de champ inconnu',
		empty: 'Le fichier ne contient aucune donnée',
		parse: 'Erreur lors de l’analyse du fichier CSV',
		tooLarge: 'La taille du fichier doit être inférieure à 7 Mo',
		binary: 'Ce fichier n’est pas un fichier texte CSV (peut-être un tableur renommé en .csv). Enregistrez-le au format CSV et réessayez.',
	},
	mapping: {
		selectColumn: 'Veuillez sélectionner une colonne.',
		noValidEmails:
			'La colonne des e-mails ne contient aucune adresse e-mail valide. Choisissez une autre colonne ou vérifiez votre fichier et réessayez',
	},
	row: {
		missingEmail: 'Ligne {{line}} : aucune adresse e-mail dans « {{value}} »',
		invalidEmail: 'Ligne {{line}} : « {{value}} » n’est pas un e-mail valide',
		duplicateEmail: 'Ligne {{line}} : « {{value}} » figure déjà sur une ligne précédente',
		missingDepartment: 'Ligne {{line}} : « {{value}} » n’a pas de département',
		controlCharacter:
			'Ligne {{line}}, {{column}} : « {{value}} » contient un caractère de contrôle (comme un octet NUL) qui ne peut pas être importé',
		invalidName:
			'Ligne {{line}}, {{column}} : « {{value}} » ne peut contenir que des lettres, chiffres, points, tirets, tirets bas, esperluettes et espaces intérieurs',
		tooLong: 'Ligne {{line}}, {{column}} : « {{value}} » dépasse {{max}} caractères',
	},
	columns: {
		email: 'E-mail',
		department: 'Département',
		group: 'Groupe',
		name: 'Prénom',
		lastName: 'Nom',
	},
} satisfies Texts<'csvImport'>
