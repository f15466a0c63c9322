import type { Texts } from '../../namespaces.ts'

/** Spanish (Spain) texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Falso o real',
		subtitle: 'Beta',
		description: 'Los alumnos ven mensajes reales y falsos, deciden cuál es cuál y aprenden por qué.',
		previewIntro: 'Los alumnos juzgan {{count}} mensajes, reales o falsos, y ven por qué después de cada uno.',
		defaultName: 'Falso o real {{date}}',
		defaultSubject: 'Falso o real: ¿sabes distinguirlos?',
		defaultMessage: 'Algunos mensajes son reales y otros falsos. Juega a Falso o real y descubre lo bien que los distingues.',
	},
	preview: {
		real: 'Verdadero',
		fake: 'Falso',
		answer: 'Respuesta',
	},
} satisfies Texts<'fakeOrReal'>
