import type { Texts } from '../../namespaces.ts'

/** Hebrew texts of the fakeOrReal namespace (keys as in ../en/fake-or-real.ts). */
export default {
	game: {
		title: 'Fake or Real',
		subtitle: 'בטא',
		description: 'הלומדים רואים הודעות אמיתיות ומזויפות, מחליטים מה מה ולומדים למה.',
		previewIntro: 'הלומדים שופטים {{count}} הודעות, אמיתיות או מזויפות, ורואים למה אחרי כל אחת.',
		defaultName: 'Fake or Real {{date}}',
		defaultSubject: 'Fake or Real: תצליחו להבחין?',
		defaultMessage: 'חלק מההודעות אמיתיות וחלק מזויפות. שחקו ב-Fake or Real וגלו עד כמה אתם מבחינים ביניהן.',
	},
	preview: {
		real: 'אמיתי',
		fake: 'מזויף',
		answer: 'תשובה',
	},
} satisfies Texts<'fakeOrReal'>
