import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Tweestapsverificatie',
	description: 'Na uw wachtwoord vraagt het inloggen om een 6-cijferige code die naar uw e-mail wordt gestuurd.',
	status: 'Status:',
	on: 'Ingeschakeld',
	off: 'Uitgeschakeld',
	enable: 'Tweestapsverificatie inschakelen',
	disable: 'Tweestapsverificatie uitschakelen',
	partnerAccess:
		'Tweestapsverificatie wordt door elke gebruiker zelf beheerd en kan niet worden gewijzigd terwijl u als bedrijf bent ingelogd.',
	cancel: 'Annuleren',
	password: {
		introEnable: 'Voer uw wachtwoord in om tweestapsverificatie in te schakelen. Daarna sturen we een code naar uw e-mail.',
		introDisable: 'Voer uw wachtwoord in om tweestapsverificatie uit te schakelen. Daarna sturen we een code naar uw e-mail.',
		label: 'Wachtwoord',
		submit: 'Code versturen',
	},
	code: {
		intro: 'We hebben een 6-cijferige code naar {{email}} gestuurd. Voer deze hieronder in.',
		label: 'Verificatiecode',
		submitEnable: 'Inschakelen',
		submitDisable: 'Uitschakelen',
		resend: 'Code opnieuw versturen',
	},
	codeSent: 'Er is een e-mailcode verstuurd',
	enabledToast: 'Tweestapsverificatie ingeschakeld',
	disabledToast: 'Tweestapsverificatie uitgeschakeld',
	exhausted: 'Het aantal pogingen is op. Probeer het over 10 minuten opnieuw.',
} satisfies Texts<'twoFactor'>
