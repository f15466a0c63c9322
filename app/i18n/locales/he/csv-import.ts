import type { Texts } from '../../namespaces.ts'

/** הטקסטים בעברית של ייבוא CSV (אותם מפתחות כמו en/csv-import.ts). */
export default {
	title: 'ייבוא מקובץ CSV',
	file: {
		wrongFormat: 'פורמט קובץ שגוי או שם שדה לא מוכר',
		empty: 'אין נתונים בקובץ',
		parse: 'שגיאה בקריאת קובץ ה-CSV',
		tooLarge: 'גודל הקובץ חייב להיות קטן מ-7 MB',
		binary: 'קובץ זה אינו קובץ טקסט CSV (ייתכן שזה גיליון אלקטרוני ששמו שונה ל-.csv). שמרו אותו כ-CSV ונסו שוב.',
	},
	mapping: {
		selectColumn: 'נא לבחור עמודה.',
		noValidEmails: 'עמודת הדוא"ל אינה מכילה כתובות דוא"ל תקינות. בחרו עמודה אחרת או בדקו את הקובץ ונסו שוב',
	},
	row: {
		missingEmail: 'שורה {{line}}: אין כתובת דוא"ל ב-"{{value}}"',
		invalidEmail: 'שורה {{line}}: "{{value}}" אינה כתובת דוא"ל תקינה',
		duplicateEmail: 'שורה {{line}}: "{{value}}" כבר מופיעה בשורה קודמת',
		missingDepartment: 'שורה {{line}}: ל-"{{value}}" אין מחלקה',
		controlCharacter: 'שורה {{line}}, {{column}}: "{{value}}" מכיל תו בקרה (כגון בית NUL) שלא ניתן לייבא',
		invalidName: 'שורה {{line}}, {{column}}: "{{value}}" יכול להכיל רק אותיות, ספרות, נקודה, מקף, קו תחתון, אמפרסנד ורווחים פנימיים',
		tooLong: 'שורה {{line}}, {{column}}: "{{value}}" ארוך מ-{{max}} תווים',
	},
	columns: {
		email: 'דוא"ל',
		department: 'מחלקה',
		group: 'קבוצה',
		name: 'שם פרטי',
		lastName: 'שם משפחה',
	},
} satisfies Texts<'csvImport'>
