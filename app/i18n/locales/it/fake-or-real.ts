import type { Texts } from '../../namespaces.ts'

/** Italian texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Fake or Real',
		subtitle: 'Beta',
		description: 'Gli studenti vedono messaggi veri e falsi, decidono quali sono quali e scoprono perché.',
		previewIntro: 'Gli studenti giudicano {{count}} messaggi, veri o falsi, e dopo ognuno vedono perché.',
		defaultName: 'Fake or Real {{date}}',
		defaultSubject: 'Fake or Real: sai distinguerli?',
		defaultMessage: 'Alcuni messaggi sono veri, altri falsi. Gioca a Fake or Real e scopri quanto sai distinguerli.',
	},
	preview: {
		real: 'Vero',
		fake: 'Falso',
		answer: 'Risposta',
	},
} satisfies Texts<'fakeOrReal'>
