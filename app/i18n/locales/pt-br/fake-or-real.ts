import type { Texts } from '../../namespaces.ts'

/** Portuguese (Brazil) texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Falso ou verdadeiro',
		subtitle: 'Beta',
		description: 'Os alunos veem mensagens verdadeiras e falsas, decidem qual é qual e aprendem por quê.',
		previewIntro: 'Os alunos avaliam {{count}} mensagens, verdadeiras ou falsas, e veem por quê depois de cada uma.',
		defaultName: 'Falso ou verdadeiro {{date}}',
		defaultSubject: 'Falso ou verdadeiro: você consegue distinguir?',
		defaultMessage:
			'Algumas mensagens são verdadeiras, outras falsas. Jogue Falso ou verdadeiro e descubra se você consegue distingui-las.',
	},
	preview: {
		real: 'Verdadeira',
		fake: 'Falsa',
		answer: 'Resposta',
	},
} satisfies Texts<'fakeOrReal'>
