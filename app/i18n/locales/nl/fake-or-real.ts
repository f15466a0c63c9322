import type { Texts } from '../../namespaces.ts'

/** Dutch texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Fake or Real',
		subtitle: 'Bèta',
		description: 'Cursisten zien echte en nepberichten, beslissen welke welke is en leren waarom.',
		previewIntro: 'Cursisten beoordelen {{count}} berichten als echt of nep en zien na elk bericht waarom.',
		defaultName: 'Fake or Real {{date}}',
		defaultSubject: 'Fake or Real: zie jij het verschil?',
		defaultMessage: 'Sommige berichten zijn echt, andere nep. Speel Fake or Real en ontdek hoe goed je ze uit elkaar houdt.',
	},
	preview: {
		real: 'Echt',
		fake: 'Nep',
		answer: 'Antwoord',
	},
} satisfies Texts<'fakeOrReal'>
