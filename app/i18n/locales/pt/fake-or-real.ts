import type { Texts } from '../../namespaces.ts'

/** Portuguese (Portugal) texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Falso ou verdadeiro',
		subtitle: 'Beta',
		description: 'Os formandos veem mensagens verdadeiras e falsas, decidem qual é qual e aprendem porquê.',
		previewIntro: 'Os formandos avaliam {{count}} mensagens, verdadeiras ou falsas, e veem porquê depois de cada uma.',
		defaultName: 'Falso ou verdadeiro {{date}}',
		defaultSubject: 'Falso ou verdadeiro: consegue distinguir?',
		defaultMessage: 'Algumas mensagens são verdadeiras, outras falsas. Jogue Falso ou verdadeiro e descubra se as consegue distinguir.',
	},
	preview: {
		real: 'Verdadeira',
		fake: 'Falsa',
		answer: 'Resposta',
	},
} satisfies Texts<'fakeOrReal'>
