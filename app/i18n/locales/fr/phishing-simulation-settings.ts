import type { Texts } from '../../namespaces.ts'

/** French texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'Paramètres de la simulation de phishing',
	back: 'Retour aux campagnes',
	loadFailed: 'Les paramètres n’ont pas pu être chargés.',
	description:
		'Le traitement des e-mails signalés, l’en-tête des e-mails de simulation et la remise directe dans les boîtes de vos utilisateurs.',
	tabs: {
		label: 'Pages des paramètres',
		'report-button': 'Bouton de signalement',
		configuration: 'Paramétrage',
		'direct-email-delivery': 'Remise directe des e-mails',
	},
	save: 'Enregistrer',
	reportButton: {
		title: 'Bouton de signalement',
		description:
			'Ce que fait le bouton Signaler un phishing d’un e-mail signalé par un utilisateur dans Google Workspace et dans Microsoft Outlook.',
		gwReportAction: 'Action dans Google Workspace',
		msReportAction: 'Action dans Microsoft',
		folderId: 'ID du dossier',
		folderIdHint: 'Le dossier où sont déplacés les e-mails signalés lorsqu’une action est « Déplacer vers un dossier ».',
		forwarding: 'Les e-mails signalés sont transférés à {{email}}.',
		noForwarding: 'Les e-mails signalés ne sont pas transférés.',
		changeForwarding: 'Modifier dans la page Paramétrage',
		installTitle: 'Installer le bouton de signalement',
		installGoogle:
			'Google Workspace : dans la console d’administration Google, ouvrez Applications › Applications Google Workspace Marketplace, ajoutez le module Signaler un phishing et installez-le pour votre organisation.',
		installMicrosoft:
			'Microsoft 365 : dans le Centre d’administration Microsoft 365, ouvrez Paramètres › Applications intégrées, chargez le manifeste du complément Signaler un phishing et déployez-le pour vos utilisateurs.',
		installNote: 'Le bouton apparaît dans les boîtes de vos utilisateurs quelques heures après le déploiement.',
	},
	actions: {
		MOVE_TO_TRASH: 'Mettre à la corbeille',
		MOVE_TO_FOLDER: 'Déplacer vers un dossier',
		KEEP_IN_INBOX: 'Garder dans la boîte de réception',
	},
	configuration: {
		title: 'Paramétrage',
		description: 'Réglages des e-mails de simulation reçus par vos utilisateurs.',
		xTestPhish: 'Ajouter l’en-tête X-Test-Phish',
		xTestPhishHint:
			'Les e-mails de simulation portent un en-tête X-Test-Phish, pour que les filtres de messagerie les laissent passer et les distinguent du vrai phishing.',
		email: 'Transférer les e-mails signalés à',
		emailHint: 'Laissez vide pour garder les e-mails signalés dans la plateforme uniquement.',
	},
	ded: {
		title: 'Remise directe des e-mails',
		description:
			'Remettez les e-mails de simulation directement dans les boîtes de vos utilisateurs, sans passer par les filtres anti-spam, une fois votre domaine de messagerie autorisé.',
		gmail: 'Remise directe via Gmail',
		microsoft: 'Remise directe via Microsoft',
		testEmail: 'E-mail de test',
		testEmailHint: 'Un exemple d’e-mail de simulation est envoyé à cette adresse.',
		sendTest: 'Envoyer un e-mail de test',
		testSent: 'Un e-mail de test a été envoyé à {{email}}.',
		authTitle: 'Autoriser un domaine',
		authDescription:
			'Vous êtes redirigé vers votre fournisseur de messagerie pour autoriser la remise directe pour le domaine, puis ramené ici.',
		domain: 'Nom de domaine',
		authorize: 'Autoriser',
		authorizedTitle: 'Domaines autorisés',
		noAuthorized: 'Aucun domaine n’est encore autorisé.',
	},
	errors: {
		required: 'Champ obligatoire',
		emailFormat: 'Format d’e-mail incorrect',
		folderIdRequired: 'Veuillez indiquer l’ID du dossier',
		testEmailRequired: 'Veuillez indiquer une adresse e-mail de test',
		domainRequired: 'Veuillez saisir un domaine',
		domainFormat: 'Veuillez saisir un domaine valide',
	},
	toast: {
		updated: 'Paramètres mis à jour avec succès !',
	},
} satisfies Texts<'phishingSimulationSettings'>
