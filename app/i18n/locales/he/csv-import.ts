/** הטקסטים בעברית של ייבוא CSV (אותם מפתחות כמו en/csv-import.ts). */
export default {
	title: 'ייבוא מקובץ CSV',
	file: {
		wrongFormat: 'פורמט קובץ שגוי או שם שדה לא מוכר',
		empty: 'אין נתונים בקובץ',
		parse: 'שגיאה בקריאת קובץ ה-CSV',
		tooLarge: 'גודל הקובץ חייב להיות קטן מ-7 MB',
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
	},
	columns: {
		email: 'דוא"ל',
		department: 'מחלקה',
		group: 'קבוצה',
		name: 'שם פרטי',
		lastName: 'שם משפחה',
	},
}
