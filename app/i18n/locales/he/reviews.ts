import type { Texts } from '../../namespaces.ts'

/** Hebrew texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'ביקורות על הדרכות',
	description: 'דירוגים והערות שהלומדים שלכם השאירו לאחר שסיימו הדרכה.',
	loadFailed: 'לא ניתן היה לטעון חלק מהביקורות.',
	summary: {
		label: 'סיכום הביקורות המוצגות',
		average: 'דירוג ממוצע',
		averageValue: '{{value}} מתוך 5',
		noAverage: 'אין דירוגים',
		count_one: 'ביקורת אחת',
		count_other: '{{count}} ביקורות',
		perRating: 'ביקורות לפי דירוג',
	},
	filters: {
		label: 'סינון ביקורות',
		training: 'הדרכה',
		allTrainings: 'כל ההדרכות',
		trainingsChosen_one: 'הדרכה אחת',
		trainingsChosen_other: '{{count}} הדרכות',
		noTrainings: 'עדיין אין ביקורות לאף הדרכה.',
		rating: 'דירוג',
		withComments: 'רק ביקורות עם הערות',
		apply: 'החלה',
		clear: 'ניקוי מסננים',
	},
	columns: {
		learner: 'לומד',
		email: 'דוא"ל',
		training: 'הדרכה',
		rating: 'דירוג',
		comment: 'הערה',
		date: 'תאריך',
	},
	stars_one: 'כוכב אחד',
	stars_other: '{{count}} כוכבים',
	ratingValue: '{{rating}} מתוך 5',
	noComment: 'אין הערה',
	download: 'הורדת CSV',
	downloadEmpty: 'אין ביקורות להורדה.',
	downloadFailed: 'משהו השתבש',
} satisfies Texts<'reviews'>
