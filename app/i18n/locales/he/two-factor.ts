import type { Texts } from '../../namespaces.ts'

export default {
	title: 'אימות דו-שלבי',
	description: 'אחרי הסיסמה, הכניסה מבקשת קוד בן 6 ספרות שנשלח לדוא"ל שלך.',
	status: 'סטטוס:',
	on: 'מופעל',
	off: 'כבוי',
	enable: 'הפעלת אימות דו-שלבי',
	disable: 'כיבוי אימות דו-שלבי',
	partnerAccess: 'כל משתמש מנהל את האימות הדו-שלבי שלו, ולא ניתן לשנות אותו בזמן כניסה בתור חברה.',
	cancel: 'ביטול',
	password: {
		introEnable: 'הזן את הסיסמה שלך כדי להפעיל אימות דו-שלבי. לאחר מכן נשלח קוד לדוא"ל שלך.',
		introDisable: 'הזן את הסיסמה שלך כדי לכבות אימות דו-שלבי. לאחר מכן נשלח קוד לדוא"ל שלך.',
		label: 'סיסמה',
		submit: 'שליחת קוד',
	},
	code: {
		intro: 'שלחנו קוד בן 6 ספרות אל {{email}}. הזן אותו למטה.',
		label: 'קוד אימות',
		submitEnable: 'הפעלה',
		submitDisable: 'כיבוי',
		resend: 'שליחת הקוד מחדש',
	},
	codeSent: 'קוד נשלח בדוא"ל',
	enabledToast: 'אימות דו-שלבי הופעל',
	disabledToast: 'אימות דו-שלבי כובה',
	exhausted: 'מספר הניסיונות נוצל. נסה שוב בעוד 10 דקות.',
} satisfies Texts<'twoFactor'>
