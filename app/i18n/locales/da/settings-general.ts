import type en from '../en/settings-general.ts'

/** Danske tekster til de generelle indstillinger og integrationssiden (samme nøgler som en/settings-general.ts). */
export default {
	title: 'Virksomhed',
	description: 'Din virksomheds navn, logo, sprog og land, som dine administratorer og kursister ser dem.',
	name: 'Virksomhedsnavn',
	logo: {
		label: 'Logo',
		hint: 'GIF, JPEG, JPG eller PNG, op til {{n}} MB.',
		alt: 'Logo for {{company}}',
		none: 'Intet logo',
		remove: 'Fjern logo',
		removed: 'Logoet er fjernet',
	},
	language: 'Virksomhedens sprog',
	country: 'Land',
	selectCountry: 'Vælg dit land',
	inviteMessage: {
		label: 'Standardinvitationsbesked til kunder',
		hint: 'Beskeden, som dine kundevirksomheder modtager med deres invitation.',
	},
	save: 'Gem',
	saved: 'Opdateret!',
	errors: {
		required: 'Feltet er påkrævet',
		countryRequired: 'Vælg dit land.',
		nameInvalid: 'Brug kun bogstaver, tal, punktummer, bindestreger, understregninger, &-tegn og enkelte mellemrum inde i navnet.',
		nameTaken: 'Dette virksomhedsnavn er allerede i brug.',
		tooLong: 'Brug højst {{max}} tegn.',
		logoType: 'Filen skal være af en tilladt indholdstype: gif, jpeg, jpg, png',
		logoSize: 'Filen skal være mindre end {{n}} MB',
	},
	integration: {
		title: 'Integration',
		description: 'Den konsolintegration, din virksomhed er forbundet med, og hvad den ændrer.',
		connected: 'Forbundet',
		none: {
			title: 'Ingen integration',
			text: 'Din virksomhed er ikke forbundet med en konsolintegration. Alt i konsollen fungerer, som dit abonnement beskriver.',
		},
		nameLabel: 'Integration',
		changesLabel: 'Hvad det ændrer for din virksomhed',
		noChanges: 'Intet i konsollen ændres for denne integration.',
		names: {
			console: 'Acronis-konsolintegration',
			coalitionParent: 'Koalition (moderselskab)',
			coalitionMember: 'Koalition (medlemsvirksomhed)',
		},
		summaries: {
			console: 'Din virksomhed bruger konsollen gennem Acronis-integrationen, som administrerer dens brugere og abonnement.',
			coalitionParent: 'Din virksomhed er moderselskab i en koalition; medlemmernes licenser håndteres for dem.',
			coalitionMember: 'Din virksomhed er medlem af en koalition, administreret af {{parent}}.',
			other: 'Din virksomhed er forbundet med integrationen “{{name}}”.',
		},
		changes: {
			contactSales: 'Kontakt salg tilbydes ikke.',
			freeVsBoost: 'Videoen Free vs Boost vises ikke under Vejledninger og ressourcer.',
			transactions: 'Partnerportalen viser ikke transaktioner.',
			adminDisable: 'Administratorer kan ikke deaktiveres i konsollen.',
			signInFailures: 'Problemer med login viser integrationens fejlfindingsside.',
			licensing: 'Licenser er skjult; Licenser åbner Kom i gang i stedet.',
			pricing: 'Priser og abonnementsdialoger vises ikke.',
			providerManaged: 'Licenser administreres af din udbyder.',
		},
	},
} satisfies typeof en
