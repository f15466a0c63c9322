import type { Texts } from '../../namespaces.ts'

/** הטקסטים בעברית של דפי הבית: צעדים ראשונים, מדריכים ומשאבים, הצטרפות כשותף (אותם מפתחות כמו en/home.ts). */
export default {
	nextSteps: {
		title: 'הצעדים הבאים שלכם',
		step: 'שלב {{number}}',
		status: {
			done: 'הושלם',
			current: 'השלב הבא',
			upcoming: 'טרם התחיל',
		},
		startTraining: {
			title: 'התחלת הדרכת המודעות השנתית',
			description: 'הקצו את קורס המודעות לאבטחת מידע השנתי לכל המשתמשים שלכם. הקורס מתחיל היום וכולם מקבלים הודעה.',
			action: 'בואו נתחיל',
		},
		inviteUsers: {
			title: 'הזמנת משתמשים להדרכת המודעות השנתית',
			description: 'הוסיפו את הצוות שלכם כדי שיוכלו לעבור את הקורס. משתמשים שהוזמנו מוקצים להדרכה.',
			action: 'הזמנת משתמשים',
		},
		dashboard: {
			title: 'ההדרכה שלכם פועלת',
			description: 'עקבו בלוח הבקרה אחר ההתקדמות של המשתמשים, ציון תרבות האבטחה של החברה והקמפיינים שלכם.',
			action: 'מעבר ללוח הבקרה',
		},
		unavailable: 'לא ניתן היה לטעון את הצעדים הבאים שלכם. נסו שוב.',
	},
	suspended: {
		title: 'תקופת הניסיון שלכם הסתיימה!',
		description: 'ההדרכה הושעתה כי תקופת הניסיון הסתיימה. שדרגו את התוכנית כדי שהלומדים שלכם ימשיכו להתקדם.',
		action: 'שדרוג התוכנית',
	},
	startTraining: {
		title: 'הפעלת הקמפיין',
		description: 'הקורס מתחיל מיד, וכל המשתמשים מוקצים ומקבלים הודעה.',
		campaign: '"{{name}}" מתחיל היום, {{date}}.',
		confirm: 'אישור',
		started: 'קמפיין ההדרכה השנתי התחיל. כל המשתמשים הוקצו וקיבלו הודעה.',
		alreadyStarted: 'קמפיין ההדרכה השנתי כבר פועל.',
	},
	partnerAccess: {
		title: 'אישור הגישה לחברת האם',
		description: 'לאחר האישור, חברת האם תקבל גישה לניהול החברה שלכם.',
		parent: 'חברת האם: {{name}}',
		confirmed: 'העדכון בוצע בהצלחה!',
		notAllowed: 'רק מנהל של חברה זו יכול לאשר את הגישה של חברת האם שלה.',
	},
	purchaseComplete: {
		title: 'הרכישה הושלמה',
		description: 'התשלום בוצע בהצלחה! הרישיונות שלכם נוספו.',
		done: 'סיום',
	},
	tournament: {
		title: 'הגדרת טורניר Secure Code',
		editTitle: 'עריכת טורניר Secure Code',
		description:
			'טורניר Secure Code מאתגר את המפתחים שלכם למצוא ולתקן פגיעויות בקוד אמיתי, עם טבלת מובילים שמראה מי משיג את הציון הטוב ביותר.',
		name: 'שם הטורניר',
		defaultName: 'טורניר Secure Code',
		start: 'התחלה (UTC)',
		end: 'סיום (UTC)',
		participants: 'משתתפים',
		types: {
			all: 'כל המשתמשים',
			departments: 'מחלקות',
			groups: 'קבוצות',
		},
		departments: 'מחלקות',
		groups: 'קבוצות',
		noDepartments: 'אין עדיין מחלקות.',
		noGroups: 'אין עדיין קבוצות.',
		chooseOnNextPage: 'אם בחרתם מחלקות או קבוצות, תבחרו אותן בעמוד הבא.',
		notifications: 'שליחת דוא"ל למשתתפים כשהטורניר מתחיל',
		submit: 'הגדרת הטורניר',
		save: 'שמירת השינויים',
		later: 'אחר כך',
		cancel: 'ביטול',
		errors: {
			required: 'שדה חובה',
			dateInvalid: 'הזינו תאריך ושעה.',
			startPast: 'ההתחלה לא יכולה להיות בעבר.',
			endBeforeStart: 'הסיום חייב להיות אחרי ההתחלה.',
			tooLong: 'טורניר יכול להימשך 90 יום לכל היותר.',
			selectOne: 'יש לבחור ערך אחד לפחות',
		},
	},
	video: {
		description: 'צפו בסרטון או שתפו אותו עם הצוות שלכם.',
		player: 'נגן וידאו: {{title}}',
		share: 'שיתוף',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'שיתוף ב-Facebook',
			x: 'שיתוף ב-X',
			linkedin: 'שיתוף ב-LinkedIn',
		},
		copyLink: 'העתקת הקישור',
		copied: 'הקישור הועתק',
		link: 'קישור לסרטון',
	},
	guides: {
		title: 'מדריכי וידאו להתחלה מהירה',
		subtitle: 'סרטון קצר שיקל עליכם את העבודה בקונסולת הניהול!',
		watch: 'צפייה בסרטון',
		videos: {
			'free-vs-boost': 'Free לעומת Boost',
			'how-to-choose-training': 'איך לבחור הדרכה',
			'inviting-your-team': 'הזמנת הצוות שלכם',
			'learner-experience': 'חוויית הלומד',
		},
		interested: 'אולי יעניין אתכם גם...',
		opensInNewTab: '(נפתח בכרטיסייה חדשה)',
		cards: {
			howToGuides: {
				title: 'מדריכים',
				description: 'מאמרים מפורטים שלב אחר שלב לכל חלק בקונסולת הניהול.',
			},
			bookDemo: {
				title: 'תיאום הדגמה',
				description: 'הכירו את הפלטפורמה עם אחד המומחים שלנו וקבלו תשובות לשאלותיכם.',
			},
			pricing: {
				title: 'מחירים',
				description: 'השוו בין תוכנית Free ל-Boost ומצאו את ההתאמה הנכונה לצוות שלכם.',
			},
			affiliate: {
				title: 'הצטרפות לתוכנית השותפים',
				description: 'המליצו עלינו וקבלו {{percent}}% מכל רכישה.',
			},
			feedback: {
				title: 'שליחת משוב',
				description: 'ספרו לנו מה עובד בשבילכם ומה כדאי לנו לשפר.',
			},
		},
	},
	becomePartner: {
		title: 'הצטרפות כשותף',
		intro:
			'הציעו ללקוחות שלכם הדרכות מודעות לאבטחת מידע תחת המותג שלכם. תוכנית השותפים שלנו מעניקה לספקי שירותים מנוהלים ולמשווקים את כל מה שהם צריכים כדי למכור, להעביר ולנהל את ההדרכה.',
		resell: {
			title: 'מכירה חוזרת',
			description: 'רכשו רישיונות במחירי שותפים, הקצו אותם ללקוחות שלכם וחייבו אותם בדרך שלכם.',
		},
		whiteLabel: {
			title: 'מיתוג לבן',
			description: 'הפעילו את קונסולת הניהול ואת חוויית הלומדים בדומיין שלכם, עם הלוגו והצבעים שלכם.',
		},
		customers: {
			title: 'ניהול לקוחות',
			description: 'צרו חברות לקוח, היכנסו בשמן, שתפו איתן הדרכות ועקבו אחר ההתקדמות שלהן מפורטל שותפים אחד.',
		},
		contactSales: 'פנייה למכירות',
		contactHint: 'ספרו לנו על העסק שלכם והצוות שלנו יחזור אליכם.',
	},
} satisfies Texts<'home'>
