import type { Texts } from '../../namespaces.ts'

/** French texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Fake or Real',
		subtitle: 'Bêta',
		description: 'Les apprenants voient des messages vrais et faux, décident lesquels sont lesquels, puis apprennent pourquoi.',
		previewIntro: 'Les apprenants jugent {{count}} messages, vrais ou faux, et voient pourquoi après chacun.',
		defaultName: 'Fake or Real {{date}}',
		defaultSubject: 'Fake or Real : saurez-vous faire la différence ?',
		defaultMessage: 'Certains messages sont vrais, d’autres faux. Jouez à Fake or Real et découvrez si vous savez les distinguer.',
	},
	preview: {
		real: 'Vrai',
		fake: 'Faux',
		answer: 'Réponse',
	},
} satisfies Texts<'fakeOrReal'>
