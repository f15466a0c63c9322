import type { Texts } from '../../namespaces.ts'

/** Chinese texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: '真假辨别',
		subtitle: '测试版',
		description: '学员查看真实和伪造的消息，判断真假，并了解原因。',
		previewIntro: '学员判断 {{count}} 条消息的真假，每条之后都会看到原因。',
		defaultName: '真假辨别 {{date}}',
		defaultSubject: '真假辨别：你能分清吗？',
		defaultMessage: '有些消息是真的，有些是假的。来玩真假辨别，看看你能分得多清楚。',
	},
	preview: {
		real: '真实',
		fake: '伪造',
		answer: '答案',
	},
} satisfies Texts<'fakeOrReal'>
