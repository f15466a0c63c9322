import type { Texts } from '../../namespaces.ts'

/** White Label settings texts (fr). */
export default {
	title: 'Marque blanche',
	intro:
		'Servez la console, l’application de formation et votre site web depuis vos propres domaines, et envoyez les e-mails avec votre propre service de messagerie.',
	loadFailed: 'Certains paramètres de marque blanche n’ont pas pu être chargés.',
	domains: {
		title: 'Domaines personnalisés',
		intro: 'Ajoutez un domaine, publiez l’enregistrement DNS affiché, puis vérifiez-le.',
		types: {
			admin: 'Domaine de la console d’administration',
			employee: 'Domaine des employés',
			web: 'Domaine du site web',
		},
		hints: {
			admin: 'Là où vos administrateurs se connectent, avec votre nom et votre logo.',
			employee: 'Là où vos apprenants suivent leurs formations.',
			web: 'Votre site web public de formation.',
		},
		domainLabel: 'Domaine',
		placeholder: 'training.example.com',
		add: 'Ajouter le domaine',
		verified: 'Vérifié',
		pending: 'Vérification en attente',
		instructions:
			'Publiez cet enregistrement TXT chez votre fournisseur DNS, puis cliquez sur Vérifier. Les modifications DNS peuvent mettre un certain temps à apparaître.',
		recordType: 'Type',
		recordName: 'Nom',
		recordValue: 'Valeur',
		testZone: 'Mode test : publiez l’enregistrement dans la zone DNS de test',
		verify: 'Vérifier',
		reset: 'Réinitialiser',
		resetTitle: 'Réinitialiser {{type}} ?',
		resetDescription:
			'{{domain}} ne sera plus utilisé. Pour l’utiliser à nouveau, vous devrez l’ajouter et le vérifier de nouveau.',
	},
	mail: {
		title: 'Envoi des e-mails',
		exclusive: 'Le SMTP personnalisé et Office Graph API ne peuvent pas être utilisés en même temps.',
		graph: {
			title: 'Office Graph API',
			connected: 'Connecté',
			connectedAs: 'Connecté en tant que {{account}}',
			notConnected: 'Non connecté',
			connect: 'Connecter',
			reset: 'Déconnecter',
			blockedBySmtp: 'Désactivez le SMTP personnalisé pour connecter Office Graph API.',
			resetTitle: 'Déconnecter Office Graph API ?',
			resetDescription:
				'Les e-mails seront de nouveau envoyés par la plateforme jusqu’à ce que vous connectiez un service de messagerie.',
		},
		smtp: {
			title: 'SMTP personnalisé',
			on: 'Activé',
			off: 'Désactivé',
			host: 'Hôte',
			port: 'Port',
			username: 'Nom d’utilisateur',
			password: 'Mot de passe',
			passwordKept: 'Un mot de passe est enregistré. Laissez ce champ vide pour le conserver.',
			fromAddress: 'Adresse d’expédition',
			save: 'Enregistrer',
			disable: 'Désactiver',
			blockedByGraph: 'Déconnectez Office Graph API pour utiliser le SMTP personnalisé.',
			disableTitle: 'Désactiver le SMTP personnalisé ?',
			disableDescription:
				'Le serveur et le mot de passe enregistrés sont supprimés ; les e-mails seront envoyés par la plateforme.',
		},
	},
	errors: {
		required: 'Ce champ est obligatoire',
		tooLong: 'Le domaine est trop long.',
		pattern:
			'Saisissez un domaine tel que training.example.com, sans point, barre oblique ni tiret au début, à la fin ou deux fois de suite.',
		notDomainOnly: 'Saisissez uniquement le domaine, sans https://, port ni chemin, par exemple training.example.com.',
		ipAddress: 'Une adresse IP ne peut pas être un domaine personnalisé. Saisissez un nom de domaine.',
		reserved:
			'Les noms locaux, privés et réservés (comme localhost ou .local) ne peuvent pas être un domaine personnalisé.',
		conflict: 'Ce domaine personnalisé est déjà utilisé par une autre entreprise',
		sameCompany: 'Ce domaine est déjà l’un de vos domaines personnalisés.',
		port: 'Saisissez un port compris entre 1 et 65535.',
		email: 'Cette adresse e-mail n’est pas valide',
		textTooLong: 'Ce texte est trop long.',
		exclusive: 'Le SMTP personnalisé et Office Graph API ne peuvent pas être utilisés en même temps.',
	},
	toasts: {
		domainAdded: 'Domaine ajouté. Publiez l’enregistrement DNS, puis vérifiez-le.',
		domainVerified: 'Domaine vérifié',
		notVerified: 'L’enregistrement DNS est introuvable pour le moment. Publiez-le et vérifiez à nouveau.',
		domainReset: 'Réinitialisé avec succès',
		graphConnected: 'Office Graph API connecté',
		graphCancelled: 'Office Graph API n’a pas été connecté',
		graphReset: 'Office Graph API déconnecté',
		smtpSaved: 'SMTP personnalisé enregistré',
		smtpDisabled: 'SMTP personnalisé désactivé',
	},
} satisfies Texts<'whiteLabel'>
