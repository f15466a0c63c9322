import type { Texts } from '../../namespaces.ts'

/** German texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Fake or Real',
		subtitle: 'Beta',
		description: 'Die Lernenden sehen echte und gefälschte Nachrichten, entscheiden, welche welche ist, und erfahren warum.',
		previewIntro: 'Die Lernenden beurteilen {{count}} Nachrichten als echt oder gefälscht und sehen nach jeder den Grund.',
		defaultName: 'Fake or Real {{date}}',
		defaultSubject: 'Fake or Real: Erkennen Sie den Unterschied?',
		defaultMessage:
			'Manche Nachrichten sind echt, manche gefälscht. Spielen Sie Fake or Real und finden Sie heraus, wie gut Sie sie unterscheiden.',
	},
	preview: {
		real: 'Echt',
		fake: 'Gefälscht',
		answer: 'Lösung',
	},
} satisfies Texts<'fakeOrReal'>
