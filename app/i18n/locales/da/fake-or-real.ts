import type { Texts } from '../../namespaces.ts'

/** Danish texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Fake or Real',
		subtitle: 'Beta',
		description: 'Kursisterne ser ægte og falske beskeder, afgør hvilke der er hvad og lærer hvorfor.',
		previewIntro: 'Kursisterne bedømmer {{count}} beskeder som ægte eller falske og ser hvorfor efter hver.',
		defaultName: 'Fake or Real {{date}}',
		defaultSubject: 'Fake or Real: kan du se forskel?',
		defaultMessage: 'Nogle beskeder er ægte, andre falske. Spil Fake or Real og find ud af, hvor godt du kan skelne dem.',
	},
	preview: {
		real: 'Ægte',
		fake: 'Falsk',
		answer: 'Svar',
	},
} satisfies Texts<'fakeOrReal'>
