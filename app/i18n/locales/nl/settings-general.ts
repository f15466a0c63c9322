import type en from '../en/settings-general.ts'

/** Nederlandse teksten van de algemene instellingen en de integratiepagina (dezelfde sleutels als en/settings-general.ts). */
export default {
	title: 'Bedrijf',
	description: 'De naam, het logo, de taal en het land van uw bedrijf, zoals uw beheerders en cursisten ze zien.',
	name: 'Bedrijfsnaam',
	logo: {
		label: 'Logo',
		hint: 'GIF, JPEG, JPG of PNG, tot {{n}} MB.',
		alt: 'Logo van {{company}}',
		none: 'Geen logo',
		remove: 'Logo verwijderen',
		removed: 'Logo verwijderd',
	},
	language: 'Bedrijfstaal',
	country: 'Land',
	selectCountry: 'Selecteer uw land',
	inviteMessage: {
		label: 'Standaard uitnodigingsbericht voor klanten',
		hint: 'Het bericht dat uw klantbedrijven bij hun uitnodiging ontvangen.',
	},
	save: 'Opslaan',
	saved: 'Succesvol bijgewerkt!',
	errors: {
		required: 'Veld is verplicht',
		countryRequired: 'Selecteer uw land.',
		nameInvalid: 'Gebruik alleen letters, cijfers, punten, koppeltekens, underscores, ampersands en enkele spaties ertussen.',
		nameTaken: 'Deze bedrijfsnaam is al in gebruik.',
		tooLong: 'Gebruik maximaal {{max}} tekens.',
		logoType: 'Het bestand moet van een toegestaan inhoudstype zijn: gif, jpeg, jpg, png',
		logoSize: 'Het bestand moet kleiner zijn dan {{n}} MB',
	},
	integration: {
		title: 'Integratie',
		description: 'De console-integratie waarmee uw bedrijf is verbonden en wat die verandert.',
		connected: 'Verbonden',
		none: {
			title: 'Geen integratie',
			text: 'Uw bedrijf is niet verbonden met een console-integratie. Alles in de console werkt zoals uw abonnement beschrijft.',
		},
		nameLabel: 'Integratie',
		changesLabel: 'Wat er voor uw bedrijf verandert',
		noChanges: 'Voor deze integratie verandert er niets in de console.',
		names: {
			console: 'Acronis-console-integratie',
			coalitionParent: 'Coalitie (moederbedrijf)',
			coalitionMember: 'Coalitie (lidbedrijf)',
		},
		summaries: {
			console: 'Uw bedrijf gebruikt de console via de Acronis-integratie, die de gebruikers en het abonnement beheert.',
			coalitionParent: 'Uw bedrijf is het moederbedrijf van een coalitie; de licenties van de leden worden voor hen geregeld.',
			coalitionMember: 'Uw bedrijf is lid van een coalitie, beheerd door {{parent}}.',
			other: 'Uw bedrijf is verbonden met de integratie ‘{{name}}’.',
		},
		changes: {
			contactSales: 'Contact met Sales wordt niet aangeboden.',
			freeVsBoost: 'De video Free vs Boost wordt niet getoond bij Handleidingen en bronnen.',
			transactions: 'Het partnerportaal toont geen transacties.',
			adminDisable: 'Beheerders kunnen niet in de console worden uitgeschakeld.',
			signInFailures: 'Bij aanmeldproblemen verschijnt de probleemoplossingspagina van de integratie.',
			licensing: 'Licenties zijn verborgen; Licenties opent in plaats daarvan Aan de slag.',
			pricing: 'Prijzen en abonnementsvensters worden niet getoond.',
			providerManaged: 'Licenties worden beheerd door uw provider.',
		},
	},
} satisfies typeof en
