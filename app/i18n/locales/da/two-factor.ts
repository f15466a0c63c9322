import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Totrinsbekræftelse',
	description: 'Efter din adgangskode beder login om en 6-cifret kode, som sendes til din e-mail.',
	status: 'Status:',
	on: 'Aktiveret',
	off: 'Deaktiveret',
	enable: 'Aktivér totrinsbekræftelse',
	disable: 'Deaktivér totrinsbekræftelse',
	partnerAccess: 'Totrinsbekræftelse administreres af hver bruger og kan ikke ændres, mens du er logget ind som en virksomhed.',
	cancel: 'Annuller',
	password: {
		introEnable: 'Indtast din adgangskode for at aktivere totrinsbekræftelse. Derefter sender vi en kode til din e-mail.',
		introDisable: 'Indtast din adgangskode for at deaktivere totrinsbekræftelse. Derefter sender vi en kode til din e-mail.',
		label: 'Adgangskode',
		submit: 'Send kode',
	},
	code: {
		intro: 'Vi har sendt en 6-cifret kode til {{email}}. Indtast den nedenfor.',
		label: 'Bekræftelseskode',
		submitEnable: 'Aktivér',
		submitDisable: 'Deaktivér',
		resend: 'Send koden igen',
	},
	codeSent: 'En e-mailkode er sendt',
	enabledToast: 'Totrinsbekræftelse aktiveret',
	disabledToast: 'Totrinsbekræftelse deaktiveret',
	exhausted: 'Antallet af forsøg er opbrugt. Prøv igen om 10 minutter.',
} satisfies Texts<'twoFactor'>
