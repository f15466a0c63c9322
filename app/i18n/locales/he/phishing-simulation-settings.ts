import type { Texts } from '../../namespaces.ts'

/** Hebrew texts of the phishingSimulationSettings namespace (keys as in ../en/phishing-simulation-settings.ts). */
export default {
	title: 'הגדרות סימולציית פישינג',
	back: 'חזרה לקמפיינים',
	loadFailed: 'לא ניתן היה לטעון את ההגדרות.',
	description: 'איך מטופלים דוא״לים שדווחו, הכותרת של דוא״לי הסימולציה ומסירה ישירה לתיבות הדואר של המשתמשים.',
	tabs: {
		label: 'עמודי הגדרות',
		'report-button': 'כפתור דיווח',
		configuration: 'תצורה',
		'direct-email-delivery': 'מסירת דוא״ל ישירה',
	},
	save: 'שמירה',
	reportButton: {
		title: 'כפתור דיווח',
		description: 'מה עושה הכפתור ״דיווח על פישינג״ עם דוא״ל שמשתמש מדווח ב-Google Workspace וב-Microsoft Outlook.',
		gwReportAction: 'פעולה ב-Google Workspace',
		msReportAction: 'פעולה ב-Microsoft',
		folderId: 'מזהה תיקייה',
		folderIdHint: 'התיקייה שאליה מועברים דוא״לים שדווחו, כשפעולה היא ״העברה לתיקייה״.',
		forwarding: 'דוא״לים שדווחו מועברים אל {{email}}.',
		noForwarding: 'דוא״לים שדווחו אינם מועברים.',
		changeForwarding: 'שינוי בעמוד התצורה',
		installTitle: 'התקנת כפתור הדיווח',
		installGoogle:
			'Google Workspace: במסוף הניהול של Google פתחו את אפליקציות › אפליקציות Google Workspace Marketplace, הוסיפו את התוסף ״דיווח על פישינג״ והתקינו אותו לארגון.',
		installMicrosoft:
			'Microsoft 365: במרכז הניהול של Microsoft 365 פתחו את הגדרות › אפליקציות משולבות, העלו את קובץ המניפסט של התוסף ״דיווח על פישינג״ ופרסו אותו למשתמשים.',
		installNote: 'הכפתור מופיע בתיבות הדואר של המשתמשים בתוך כמה שעות מהפריסה.',
	},
	actions: {
		MOVE_TO_TRASH: 'העברה לאשפה',
		MOVE_TO_FOLDER: 'העברה לתיקייה',
		KEEP_IN_INBOX: 'השארה בתיבת הדואר הנכנס',
	},
	configuration: {
		title: 'תצורה',
		description: 'הגדרות של דוא״לי הסימולציה שהמשתמשים מקבלים.',
		xTestPhish: 'הוספת הכותרת X-Test-Phish',
		xTestPhishHint: 'דוא״לי הסימולציה נושאים כותרת X-Test-Phish, כדי שמסנני דואר יעבירו אותם ויבדילו אותם מפישינג אמיתי.',
		email: 'העברת דוא״לים שדווחו אל',
		emailHint: 'השאירו ריק כדי לשמור דוא״לים שדווחו בפלטפורמה בלבד.',
	},
	ded: {
		title: 'מסירת דוא״ל ישירה',
		description: 'מסירת דוא״לי הסימולציה ישירות לתיבות הדואר של המשתמשים, בלי לעבור במסנני דואר זבל, לאחר אישור דומיין הדואר שלכם.',
		gmail: 'מסירה ישירה דרך Gmail',
		microsoft: 'מסירה ישירה דרך Microsoft',
		testEmail: 'דוא״ל לבדיקה',
		testEmailHint: 'דוא״ל סימולציה לדוגמה נשלח לכתובת הזו.',
		sendTest: 'שליחת דוא״ל לבדיקה',
		testSent: 'דוא״ל לבדיקה נשלח אל {{email}}.',
		authTitle: 'אישור דומיין',
		authDescription: 'תועברו לספק הדואר שלכם כדי לאשר מסירה ישירה לדומיין, ולאחר מכן תחזרו לכאן.',
		domain: 'דומיין',
		authorize: 'אישור',
		authorizedTitle: 'דומיינים מאושרים',
		noAuthorized: 'עדיין לא אושר אף דומיין.',
	},
	errors: {
		required: 'שדה חובה',
		emailFormat: 'פורמט דוא״ל שגוי',
		folderIdRequired: 'נא להוסיף מזהה תיקייה',
		testEmailRequired: 'נא להוסיף כתובת דוא״ל לבדיקה',
		domainRequired: 'נא להזין דומיין',
		domainFormat: 'נא להזין דומיין תקין',
	},
	toast: {
		updated: 'ההגדרות עודכנו בהצלחה!',
	},
} satisfies Texts<'phishingSimulationSettings'>
