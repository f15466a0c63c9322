import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Authentification à deux facteurs',
	description: 'Après votre mot de passe, la connexion demande un code à 6 chiffres envoyé à votre adresse e-mail.',
	status: 'Statut :',
	on: 'Activée',
	off: 'Désactivée',
	enable: "Activer l'authentification à deux facteurs",
	disable: "Désactiver l'authentification à deux facteurs",
	partnerAccess:
		"L'authentification à deux facteurs est gérée par chaque utilisateur et ne peut pas être modifiée lorsque vous êtes connecté en tant qu'entreprise.",
	cancel: 'Annuler',
	password: {
		introEnable:
			"Saisissez votre mot de passe pour activer l'authentification à deux facteurs. Nous vous enverrons ensuite un code par e-mail.",
		introDisable:
			"Saisissez votre mot de passe pour désactiver l'authentification à deux facteurs. Nous vous enverrons ensuite un code par e-mail.",
		label: 'Mot de passe',
		submit: 'Envoyer le code',
	},
	code: {
		intro: 'Nous avons envoyé un code à 6 chiffres à {{email}}. Saisissez-le ci-dessous.',
		label: 'Code de vérification',
		submitEnable: 'Activer',
		submitDisable: 'Désactiver',
		resend: 'Renvoyer le code',
	},
	codeSent: 'Un code a été envoyé par e-mail',
	enabledToast: 'Authentification à deux facteurs activée',
	disabledToast: 'Authentification à deux facteurs désactivée',
	exhausted: 'Le nombre de tentatives est épuisé. Veuillez réessayer dans 10 minutes.',
} satisfies Texts<'twoFactor'>
