import type { Texts } from '../../namespaces.ts'

/** Textes français communs (mêmes clés que en/common.ts). */
export default {
	appName: 'Console d’administration',
	languageMenu: 'Langue',
	skipToContent: 'Aller au contenu',
	close: 'Fermer',
	cancel: 'Annuler',
	confirm: 'Confirmer',
	logout: 'Se déconnecter',
	somethingWentWrong: 'Une erreur s’est produite',
	tryAgain: 'Une erreur s’est produite. Veuillez réessayer.',
	userAgreement: 'Conditions d’utilisation',
	privacyPolicy: 'Politique de confidentialité',
	getStarted: {
		title: 'Premiers pas',
		welcome: 'Bienvenue, {{name}}',
		company: 'Vous gérez {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'Connecté en tant qu’entreprise : {{company}}',
		exit: 'Retour aux clients',
	},
	policyDialog: {
		title: 'Politique de confidentialité',
		description: 'Veuillez lire et accepter notre politique de confidentialité pour continuer à utiliser la console d’administration.',
		link: 'Lire la politique de confidentialité',
		confirm: 'Confirmer',
	},
	verifyEmailDialog: {
		title: 'Vérifiez votre adresse e-mail',
		description: 'Veuillez vérifier votre adresse e-mail {{email}} pour ajouter des utilisateurs et recevoir des notifications.',
		resend: 'Renvoyer l’e-mail de vérification',
		sent: 'L’e-mail contenant le lien de vérification a été envoyé',
	},
	verifyEmail: {
		verified: 'Votre adresse e-mail a été vérifiée',
		invalid: 'Ce lien de vérification n’est pas valide ou a expiré.',
	},
	errors: {
		notFoundTitle: 'Page introuvable',
		notFoundText: 'La page que vous recherchez n’existe pas ou a été déplacée.',
		forbiddenTitle: 'Vous n’avez pas les droits d’accès',
		forbiddenText:
			'Votre rôle ne donne pas accès à cette page. Demandez-le à un administrateur de votre entreprise si vous en avez besoin.',
		serverTitle: 'Une erreur s’est produite',
		serverText: 'Une erreur s’est produite. Veuillez réessayer.',
		home: 'Aller à la console',
		disabledTitle: 'Cette entreprise est désactivée',
		disabledText:
			'L’accès à la console d’administration est suspendu pour cette entreprise. Veuillez contacter votre fournisseur ou notre équipe d’assistance.',
		backToLogin: 'Retour à la connexion',
	},
} satisfies Texts<'common'>
