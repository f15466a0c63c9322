import type { Texts } from '../../namespaces.ts'

export default {
	title: 'הגדרות',
	tabs: {
		label: 'דפי הגדרות',
		general: 'כללי',
		'email-reminders': 'תזכורות בדוא"ל',
		'single-sign-on': 'כניסה יחידה',
		'white-label': 'מיתוג לבן',
		integration: 'אינטגרציה',
	},
} satisfies Texts<'settings'>
