import type en from '../en/settings-general.ts'

/** Textes français des paramètres généraux et de la page Intégration (mêmes clés que en/settings-general.ts). */
export default {
	title: 'Entreprise',
	description: 'Le nom, le logo, la langue et le pays de votre entreprise, tels que vos administrateurs et apprenants les voient.',
	name: "Nom de l'entreprise",
	logo: {
		label: 'Logo',
		hint: "GIF, JPEG, JPG ou PNG, jusqu'à {{n}} Mo.",
		alt: 'Logo de {{company}}',
		none: 'Aucun logo',
		remove: 'Supprimer le logo',
		removed: 'Logo supprimé',
	},
	language: "Langue de l'entreprise",
	country: 'Pays',
	selectCountry: 'Sélectionnez votre pays',
	inviteMessage: {
		label: "Message d'invitation par défaut des clients",
		hint: 'Le message que vos entreprises clientes reçoivent avec leur invitation.',
	},
	save: 'Enregistrer',
	saved: 'Mis à jour avec succès !',
	errors: {
		required: 'Champ obligatoire',
		countryRequired: 'Veuillez sélectionner votre pays.',
		nameInvalid:
			'Utilisez uniquement des lettres, chiffres, points, tirets, traits de soulignement, esperluettes et des espaces simples à l’intérieur.',
		nameTaken: "Ce nom d'entreprise est déjà utilisé.",
		tooLong: 'Utilisez au plus {{max}} caractères.',
		logoType: 'Le fichier doit être d’un type de contenu autorisé : gif, jpeg, jpg, png',
		logoSize: 'La taille du fichier doit être inférieure à {{n}} Mo',
	},
	integration: {
		title: 'Intégration',
		description: "L'intégration de console à laquelle votre entreprise est connectée et ce qu'elle change.",
		connected: 'Connectée',
		none: {
			title: 'Aucune intégration',
			text: "Votre entreprise n'est connectée à aucune intégration de console. Tout dans la console fonctionne comme le décrit votre offre.",
		},
		nameLabel: 'Intégration',
		changesLabel: 'Ce qui change pour votre entreprise',
		noChanges: 'Rien ne change dans la console pour cette intégration.',
		names: {
			console: 'Intégration de console Acronis',
			coalitionParent: 'Coalition (société mère)',
			coalitionMember: 'Coalition (entreprise membre)',
		},
		summaries: {
			console: "Votre entreprise utilise la console via l'intégration Acronis, qui gère ses utilisateurs et son offre.",
			coalitionParent: 'Votre entreprise est la société mère d’une coalition ; les licences de ses membres sont gérées pour eux.',
			coalitionMember: 'Votre entreprise est membre d’une coalition, gérée par {{parent}}.',
			other: 'Votre entreprise est connectée à l’intégration « {{name}} ».',
		},
		changes: {
			contactSales: "Contacter l'équipe commerciale n'est pas proposé.",
			freeVsBoost: "La vidéo Free vs Boost n'apparaît pas dans Guides et ressources.",
			transactions: 'Le portail partenaire ne liste pas les transactions.',
			adminDisable: 'Les administrateurs ne peuvent pas être désactivés dans la console.',
			signInFailures: "Les problèmes de connexion affichent la page de dépannage de l'intégration.",
			licensing: 'Les licences sont masquées ; Licences ouvre Premiers pas à la place.',
			pricing: "Les prix et les fenêtres d'offre ne sont pas affichés.",
			providerManaged: 'Les licences sont gérées par votre fournisseur.',
		},
	},
} satisfies typeof en
