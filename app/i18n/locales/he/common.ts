import type { Texts } from '../../namespaces.ts'

/** הטקסטים הכלליים בעברית (אותם מפתחות כמו en/common.ts). */
export default {
	appName: 'קונסולת ניהול',
	languageMenu: 'שפה',
	skipToContent: 'דילוג לתוכן',
	close: 'סגירה',
	cancel: 'ביטול',
	confirm: 'אישור',
	logout: 'התנתקות',
	somethingWentWrong: 'משהו השתבש',
	tryAgain: 'משהו השתבש. נסו שוב.',
	userAgreement: 'הסכם משתמש',
	privacyPolicy: 'מדיניות פרטיות',
	getStarted: {
		title: 'צעדים ראשונים',
		welcome: 'ברוכים הבאים, {{name}}',
		company: 'אתם מנהלים את {{company}}.',
	},
	loggedInAsCompany: {
		banner: 'מחוברים בתור החברה: {{company}}',
		exit: 'חזרה ללקוחות',
	},
	policyDialog: {
		title: 'מדיניות פרטיות',
		description: 'נא לקרוא ולאשר את מדיניות הפרטיות שלנו כדי להמשיך להשתמש בקונסולת הניהול.',
		link: 'קריאת מדיניות הפרטיות',
		confirm: 'אישור',
	},
	verifyEmailDialog: {
		title: 'אימות כתובת הדוא"ל',
		description: 'נא לאמת את כתובת הדוא"ל שלכם {{email}} כדי להוסיף משתמשים ולקבל התראות.',
		resend: 'שליחת דוא"ל האימות מחדש',
		sent: 'נשלח דוא"ל עם קישור לאימות',
	},
	verifyEmail: {
		verified: 'כתובת הדוא"ל שלכם אומתה',
		invalid: 'קישור האימות הזה אינו תקין או שתוקפו פג.',
	},
	errors: {
		notFoundTitle: 'הדף לא נמצא',
		notFoundText: 'הדף שחיפשתם אינו קיים או שהועבר למקום אחר.',
		forbiddenTitle: 'אין לכם הרשאת גישה',
		forbiddenText: 'התפקיד שלכם אינו מעניק גישה לדף זה. פנו למנהל בחברה שלכם אם אתם זקוקים לו.',
		serverTitle: 'משהו השתבש',
		serverText: 'משהו השתבש. נסו שוב.',
		home: 'מעבר לקונסולה',
		disabledTitle: 'החברה הזו מושבתת',
		disabledText: 'הגישה לקונסולת הניהול הושעתה עבור החברה הזו. נא לפנות לספק שלכם או לצוות התמיכה שלנו.',
		backToLogin: 'חזרה לכניסה',
	},
} satisfies Texts<'common'>
