import { seededRandom } from '../lib/seeded-random.ts'
import { emailThumbnail, packThumbnail, smsThumbnail } from './seed-thumbnails.ts'
import type { StoredAnswer, StoredCallout } from './schema-phishing-exercise.ts'
import type * as s from './schema.ts'

// The phishing exercise's demo data (spec 3 §2 "Phishing exercise", §3; services/phishing-exercise*.ts).
// The platform's template packs (eight, over the three difficulties, each with email and SMS templates,
// every template with its four answers and callouts), Globex's three CUSTOM templates and Globex's
// campaigns in every state the home page shows: running with results, scheduled (a future start),
// draft, suspended, archived with results, archived before its start ("wasn't launched") and outdated.
// Learners come from Globex's users, departments and groups; their answers are drawn from a seeded PRNG,
// so every seeding gives the same results. Acme (and every other company) has none (the empty states).

export const EXERCISE_SEED = {
	packs: {
		banking: 'pck_banking_payments',
		delivery: 'pck_delivery_scams',
		social: 'pck_social_media',
		holiday: 'pck_holiday_season',
		helpdesk: 'pck_it_helpdesk',
		hr: 'pck_hr_payroll',
		mobile: 'pck_mobile_messaging',
		executive: 'pck_executive_impersonation',
	},
	globexTemplates: {
		badge: 'tpl_globex_badge_renewal',
		cafeteria: 'tpl_globex_cafeteria_survey',
		parking: 'tpl_globex_parking_sms',
	},
	campaigns: {
		running: 'pex_globex_q4_awareness',
		scheduled: 'pex_globex_holiday_readiness',
		draft: 'pex_globex_exec_drill_draft',
		suspended: 'pex_globex_mobile_check',
		archived: 'pex_globex_spring_exercise',
		notLaunched: 'pex_globex_summer_refresher',
		outdated: 'pex_globex_legacy_2024',
	},
	names: {
		running: 'Q4 Phishing Awareness',
		scheduled: 'Holiday Season Readiness',
		draft: 'Executive Impersonation Drill',
		suspended: 'Mobile Messaging Check',
		archived: 'Spring Phishing Exercise',
		notLaunched: 'Summer Refresher',
		outdated: 'Legacy Phishing Exercise 2024',
	},
} as const

// ─── Template content ────────────────────────────────────────────────────────

type Verdict = 'phishing' | 'legit'

type TemplateSpec = {
	key: string
	name: string
	layout: 'EMAIL' | 'SMS'
	category: 'corporate' | 'consumer'
	/** Email. */
	subject?: string
	fromName?: string
	fromEmail?: string
	/** SMS: a phone number or a contact name. */
	fromPhone?: string
	/** Email: the brand bar's colour and name. */
	brand?: { name: string; color: string }
	heading?: string
	/** Email paragraphs or the SMS text (one item). */
	body: string[]
	button?: string
	legend: string
	verdict: Verdict
	/** Body callouts: text that appears in the body, and why it matters. */
	callouts: Array<[anchorText: string, description: string]>
	/** The header callout (about the sender). */
	headerCallout: string
}

function emailHtml(spec: TemplateSpec): string {
	const brand = spec.brand ?? { name: spec.fromName ?? 'Notice', color: '#1f2937' }
	const paragraphs = spec.body
		.map((p) => `<p style="margin:0 0 14px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1f2937">${p}</p>`)
		.join('')
	const button = spec.button
		? `<p style="margin:22px 0"><span style="display:inline-block;padding:12px 22px;border-radius:4px;background:${brand.color};color:#ffffff;font:bold 15px Arial,Helvetica,sans-serif">${spec.button}</span></p>`
		: ''
	return [
		'<html><head><style>body{margin:0;background:#f3f4f6}.footer{color:#6b7280;font:12px/1.4 Arial,Helvetica,sans-serif}</style></head><body>',
		'<table role="presentation" width="100%" style="background:#f3f4f6;padding:24px 0"><tbody><tr><td align="center">',
		'<table role="presentation" width="600" style="max-width:600px;background:#ffffff;border-radius:6px">',
		`<tbody><tr><td style="background:${brand.color};padding:18px 24px;color:#ffffff;font:bold 20px Arial,Helvetica,sans-serif">${brand.name}</td></tr>`,
		'<tr><td style="padding:28px 24px">',
		spec.heading ? `<h1 style="margin:0 0 18px;font:bold 22px Arial,Helvetica,sans-serif;color:#111827">${spec.heading}</h1>` : '',
		paragraphs,
		button,
		'</td></tr>',
		`<tr><td class="footer" style="padding:16px 24px;border-top:1px solid #e5e7eb">You received this message because you have an account with ${brand.name}. Please do not reply to this email.</td></tr>`,
		'</tbody></table></td></tr></tbody></table></body></html>',
	].join('')
}

const PHISHING_ANSWERS: Record<string, [string, string]> = {
	CALL_AND_VERIFY: ['PARTIAL', 'Calling the sender on a number you already know is safe, but the message itself is a scam: report it too.'],
	CHECK_OFFICIAL_APP: ['PARTIAL', 'Checking the official app or site shows nothing is wrong, but the message should still be reported.'],
	REPORT_PHISHING: ['CORRECT', 'Right: the message uses pressure and a look-alike sender. Reporting it protects your colleagues too.'],
	LOOKS_LEGIT: ['WRONG', 'This message is a phishing attempt: the sender, the urgency and the request give it away.'],
}
const LEGIT_ANSWERS: Record<string, [string, string]> = {
	CALL_AND_VERIFY: ['PARTIAL', 'Verifying is never wrong, but this message came from the real sender and asked for nothing sensitive.'],
	CHECK_OFFICIAL_APP: ['CORRECT', 'Right: the official app confirms the message, which asks for nothing sensitive.'],
	REPORT_PHISHING: ['WRONG', 'This message is genuine: the sender address, the content and the request all match what you expect.'],
	LOOKS_LEGIT: ['CORRECT', 'Right: the sender is genuine and the message asks you to do nothing risky.'],
}

function answersOf(verdict: Verdict): StoredAnswer[] {
	const table = verdict === 'phishing' ? PHISHING_ANSWERS : LEGIT_ANSWERS
	return ['CALL_AND_VERIFY', 'CHECK_OFFICIAL_APP', 'REPORT_PHISHING', 'LOOKS_LEGIT'].map((name) => ({
		name,
		status: table[name]![0],
		description: table[name]![1],
	}))
}

function calloutsOf(spec: TemplateSpec): StoredCallout[] {
	return [
		{ anchor: 'header', anchorText: '', description: spec.headerCallout, orderNumber: 0, place: 'HEADER' },
		...spec.callouts.map(([anchorText, description], i) => ({
			anchor: `body-${i + 1}`,
			anchorText,
			description,
			orderNumber: i + 1,
			place: 'BODY',
		})),
	]
}

type PackSpec = { id: string; name: string; difficulty: 1 | 2 | 3; color: string; templates: TemplateSpec[] }

const PACKS: PackSpec[] = [
	{
		id: EXERCISE_SEED.packs.banking,
		name: 'Banking & Payments',
		difficulty: 1,
		color: '#0f766e',
		templates: [
			{
				key: 'bank_locked',
				name: 'Account Temporarily Locked',
				layout: 'EMAIL',
				category: 'consumer',
				subject: 'Unusual sign-in activity: your account has been locked',
				fromName: 'Secure Bank Alerts',
				fromEmail: 'alerts@secure-bank-verify.com',
				brand: { name: 'First Union Bank', color: '#0f766e' },
				heading: 'Your account has been temporarily locked',
				body: [
					'Dear customer,',
					'We detected an unusual sign-in attempt from a new device. To protect your savings we have temporarily locked your online banking.',
					'Verify your identity within 24 hours to avoid permanent suspension of your account.',
				],
				button: 'Verify my identity',
				legend: 'You receive this email on a Monday morning, a few minutes after you checked your balance in the banking app.',
				verdict: 'phishing',
				headerCallout: 'The sender domain secure-bank-verify.com is not your bank’s domain.',
				callouts: [
					['within 24 hours', 'A short deadline pushes you to act before you think.'],
					['permanent suspension', 'Threats of losing access are a classic pressure tactic.'],
				],
			},
			{
				key: 'bank_statement',
				name: 'Monthly Statement Ready',
				layout: 'EMAIL',
				category: 'consumer',
				subject: 'Your November statement is available',
				fromName: 'First Union Bank',
				fromEmail: 'statements@firstunionbank.com',
				brand: { name: 'First Union Bank', color: '#0f766e' },
				heading: 'Your statement is ready',
				body: [
					'Hello,',
					'Your monthly statement is now available. Sign in to the First Union app as usual to view it.',
					'We will never ask for your password or a one-time code by email.',
				],
				legend: 'You get this email on the first working day of the month, as every month.',
				verdict: 'legit',
				headerCallout: 'The sender uses the bank’s real domain.',
				callouts: [['Sign in to the First Union app as usual', 'No link to click: you are sent to the app you already use.']],
			},
			{
				key: 'bank_card_sms',
				name: 'Card Payment Declined',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: '+44 7700 900123',
				body: [
					'FirstUnion: a payment of GBP 489.99 was declined on your card. If this was not you, confirm your details at firstunion-secure.co/verify to unblock your card.',
				],
				legend: 'You are at the supermarket when this text arrives. You have not bought anything expensive today.',
				verdict: 'phishing',
				headerCallout: 'Banks send alerts from a short code, not from a mobile number.',
				callouts: [['firstunion-secure.co/verify', 'A look-alike address: the real bank never asks you to confirm card details by text.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.delivery,
		name: 'Delivery Scams',
		difficulty: 1,
		color: '#b45309',
		templates: [
			{
				key: 'parcel_fee',
				name: 'Parcel Held at Customs',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: 'ParcelExpress',
				body: [
					'ParcelExpress: your parcel is held at customs. A fee of 1.99 EUR is due. Pay today at parcel-express-fees.com or it will be returned.',
				],
				legend: 'You are not expecting any parcel from abroad this week.',
				verdict: 'phishing',
				headerCallout: 'Any sender name can be typed into an SMS: the name proves nothing.',
				callouts: [['A fee of 1.99 EUR is due', 'A tiny fee makes you less careful about entering your card details.']],
			},
			{
				key: 'delivery_missed',
				name: 'Missed Delivery Notice',
				layout: 'EMAIL',
				category: 'consumer',
				subject: 'We missed you! Reschedule your delivery',
				fromName: 'Parcel Delivery Service',
				fromEmail: 'noreply@pds-redelivery.net',
				brand: { name: 'Parcel Delivery Service', color: '#b45309' },
				heading: 'We tried to deliver your parcel',
				body: [
					'Our driver could not deliver your parcel today because nobody was at home.',
					'Download the attached delivery label and choose a new date. Parcels not rescheduled within 48 hours are returned to the sender.',
				],
				button: 'Reschedule delivery',
				legend: 'You ordered a pair of shoes online last week.',
				verdict: 'phishing',
				headerCallout: 'The sender domain is not the courier named in your order confirmation.',
				callouts: [
					['Download the attached delivery label', 'Attachments from unexpected senders can carry malware.'],
					['within 48 hours', 'Urgency again.'],
				],
			},
			{
				key: 'delivery_tracking',
				name: 'Order Shipped',
				layout: 'EMAIL',
				category: 'consumer',
				subject: 'Your order #40213 has shipped',
				fromName: 'ShoeHub',
				fromEmail: 'orders@shoehub.com',
				brand: { name: 'ShoeHub', color: '#7c3aed' },
				heading: 'Good news, your order is on its way',
				body: [
					'Order #40213 has left our warehouse and should arrive on Thursday.',
					'You can follow it in the ShoeHub app under My orders.',
				],
				legend: 'You ordered a pair of shoes from ShoeHub two days ago.',
				verdict: 'legit',
				headerCallout: 'The shop you ordered from, from its own domain.',
				callouts: [['Order #40213', 'The order number matches your order confirmation.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.social,
		name: 'Social Media',
		difficulty: 1,
		color: '#1d4ed8',
		templates: [
			{
				key: 'social_copyright',
				name: 'Copyright Violation Warning',
				layout: 'EMAIL',
				category: 'consumer',
				subject: 'Your page will be deleted: copyright infringement',
				fromName: 'Page Support Team',
				fromEmail: 'support@meta-pages-appeal.com',
				brand: { name: 'Page Support', color: '#1d4ed8' },
				heading: 'Final warning',
				body: [
					'Your page has been reported for copyright infringement and will be permanently deleted.',
					'If you believe this is a mistake, submit an appeal with your login details before the end of the day.',
				],
				button: 'Submit appeal',
				legend: 'You manage your team’s social media page.',
				verdict: 'phishing',
				headerCallout: 'Social networks do not send warnings from look-alike domains.',
				callouts: [['with your login details', 'No genuine appeal asks for your password.']],
			},
			{
				key: 'social_login_sms',
				name: 'New Login Code',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: 'InstaSnap',
				body: ['Someone tried to log in to your InstaSnap account. Reply with the 6-digit code we just sent to stop them.'],
				legend: 'You have not tried to sign in anywhere today.',
				verdict: 'phishing',
				headerCallout: 'The name of a sender is easy to fake.',
				callouts: [['Reply with the 6-digit code', 'A login code is for you alone; whoever asks for it is taking over your account.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.holiday,
		name: 'Holiday Season',
		difficulty: 1,
		color: '#b91c1c',
		templates: [
			{
				key: 'holiday_gift_card',
				name: 'Holiday Gift Card',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'A holiday gift from the People team',
				fromName: 'People Team',
				fromEmail: 'people-team@company-gifts.org',
				brand: { name: 'Holiday Rewards', color: '#b91c1c' },
				heading: 'Thank you for a great year!',
				body: [
					'To celebrate the season, every employee receives a 100 EUR gift card.',
					'Claim yours with your work account before Friday: unclaimed cards expire.',
				],
				button: 'Claim my gift card',
				legend: 'It is mid-December. Your company has never given gift cards before.',
				verdict: 'phishing',
				headerCallout: 'The People team writes from the company domain, not from company-gifts.org.',
				callouts: [['Claim yours with your work account', 'Entering your work password on an unknown site hands it to the attacker.']],
			},
			{
				key: 'holiday_flight_sms',
				name: 'Flight Check-in Reminder',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: 'SkyAir',
				body: ['SkyAir: online check-in for flight SA 214 to Lisbon is now open. Check in in the SkyAir app.'],
				legend: 'You are flying to Lisbon with SkyAir tomorrow.',
				verdict: 'legit',
				headerCallout: 'Airlines send reminders under their name; this one matches your booking.',
				callouts: [['Check in in the SkyAir app', 'It sends you to the app you already use, not to a link.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.helpdesk,
		name: 'IT Helpdesk',
		difficulty: 2,
		color: '#374151',
		templates: [
			{
				key: 'it_password_expiry',
				name: 'Password Expires Today',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'Action required: your password expires today',
				fromName: 'IT Service Desk',
				fromEmail: 'it-servicedesk@office365-support.help',
				brand: { name: 'IT Service Desk', color: '#374151' },
				heading: 'Your password expires today',
				body: [
					'Your network password expires at 17:00 today. Keep your current password to avoid losing access to email and files.',
					'Confirm your current password on the portal below.',
				],
				button: 'Keep current password',
				legend: 'You changed your password three weeks ago.',
				verdict: 'phishing',
				headerCallout: 'Your IT team writes from the company domain.',
				callouts: [
					['Keep your current password', 'No real password policy offers to keep an expiring password.'],
					['Confirm your current password', 'IT never needs your password.'],
				],
			},
			{
				key: 'it_mfa_fatigue',
				name: 'MFA Approval Request',
				layout: 'SMS',
				category: 'corporate',
				fromPhone: '+1 202 555 0147',
				body: [
					'IT Support: we are migrating your mailbox tonight. You will get several sign-in prompts, please approve them all so your mail keeps working.',
				],
				legend: 'It is 22:30 and your phone shows sign-in approval prompts you did not start.',
				verdict: 'phishing',
				headerCallout: 'An unknown mobile number claiming to be IT.',
				callouts: [['please approve them all', 'Approving prompts you did not start lets an attacker in (MFA fatigue).']],
			},
			{
				key: 'it_maintenance',
				name: 'Planned Maintenance',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'Planned maintenance this Saturday',
				fromName: 'IT Operations',
				fromEmail: 'it-operations@globex.test',
				brand: { name: 'IT Operations', color: '#374151' },
				heading: 'Planned maintenance',
				body: ['The file servers will be unavailable on Saturday from 08:00 to 12:00 for updates.', 'You do not need to do anything.'],
				legend: 'The intranet announced weekend maintenance last week.',
				verdict: 'legit',
				headerCallout: 'Sent from the company’s own domain.',
				callouts: [['You do not need to do anything', 'A genuine notice that asks nothing of you.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.hr,
		name: 'HR & Payroll',
		difficulty: 2,
		color: '#9333ea',
		templates: [
			{
				key: 'hr_payslip',
				name: 'Updated Payslip',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'Correction to your December payslip',
				fromName: 'Payroll Department',
				fromEmail: 'payroll@hr-payroll-portal.com',
				brand: { name: 'Payroll', color: '#9333ea' },
				heading: 'Payslip correction',
				body: ['An error was found in your December payslip. Open the corrected document and sign in to confirm your bank account.'],
				button: 'Open payslip',
				legend: 'Payslips are normally published in the HR portal, not sent by email.',
				verdict: 'phishing',
				headerCallout: 'Payroll uses the company domain, not hr-payroll-portal.com.',
				callouts: [['confirm your bank account', 'Changing where your salary goes is a favourite trick of fraudsters.']],
			},
			{
				key: 'hr_benefits',
				name: 'Benefits Enrolment Open',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'Benefits enrolment is open until 31 January',
				fromName: 'HR Team',
				fromEmail: 'hr@globex.test',
				brand: { name: 'HR Team', color: '#9333ea' },
				heading: 'Benefits enrolment',
				body: ['Enrolment for next year’s benefits is open until 31 January.', 'Make your choices in the HR portal from the intranet.'],
				legend: 'HR mentioned benefits enrolment in the last all-hands meeting.',
				verdict: 'legit',
				headerCallout: 'The HR team’s usual address.',
				callouts: [['in the HR portal from the intranet', 'You reach the portal the way you always do.']],
			},
			{
				key: 'hr_bonus_sms',
				name: 'Bonus Confirmation',
				layout: 'SMS',
				category: 'corporate',
				fromPhone: 'HR-Bonus',
				body: ['Your annual bonus of 2,350 EUR is approved. Confirm your details at hr-bonus-confirm.net today to receive it this month.'],
				legend: 'Bonuses were announced for next quarter, not this month.',
				verdict: 'phishing',
				headerCallout: 'HR does not text you from an unknown sender.',
				callouts: [['hr-bonus-confirm.net', 'An address that does not belong to your company.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.mobile,
		name: 'Mobile Messaging',
		difficulty: 2,
		color: '#047857',
		templates: [
			{
				key: 'mobile_family',
				name: 'New Number from Family',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: '+44 7700 900456',
				body: [
					'Hi Mum, it’s me, I dropped my phone in the sink so this is my new number. Can you help me pay a bill today? I’ll pay you back tomorrow.',
				],
				legend: 'Your daughter is travelling this week.',
				verdict: 'phishing',
				headerCallout: 'A number you do not know, claiming to be family.',
				callouts: [
					['Can you help me pay a bill today', 'Call the old number or ask a question only they can answer before sending money.'],
				],
			},
			{
				key: 'mobile_toll',
				name: 'Unpaid Road Toll',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: 'RoadToll',
				body: ['RoadToll: you have an unpaid toll of 6.80 EUR. Avoid a 50 EUR penalty by paying before midnight at roadtoll-pay.info.'],
				legend: 'You drove on the motorway last weekend.',
				verdict: 'phishing',
				headerCallout: 'Anyone can send an SMS with this name.',
				callouts: [['Avoid a 50 EUR penalty', 'A penalty threat makes you hurry.']],
			},
			{
				key: 'mobile_dentist',
				name: 'Appointment Reminder',
				layout: 'SMS',
				category: 'consumer',
				fromPhone: 'SmileDental',
				body: [
					'SmileDental: reminder of your appointment on Tuesday at 10:30. Reply C to confirm or call us on 020 7946 0000 to change it.',
				],
				legend: 'You booked a dental check-up for Tuesday morning.',
				verdict: 'legit',
				headerCallout: 'The practice you booked with.',
				callouts: [['Reply C to confirm', 'A reply letter reveals nothing sensitive.']],
			},
		],
	},
	{
		id: EXERCISE_SEED.packs.executive,
		name: 'Executive Impersonation',
		difficulty: 3,
		color: '#111827',
		templates: [
			{
				key: 'exec_wire',
				name: 'Urgent Wire Transfer',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'Confidential: acquisition payment',
				fromName: 'Greta Globex (CEO)',
				fromEmail: 'greta.globex@globex-holdings.co',
				brand: { name: 'Globex', color: '#111827' },
				body: [
					'Hi,',
					'I am in meetings all day about a confidential acquisition. I need you to process a wire transfer of 48,500 EUR to our legal advisers before 15:00.',
					'Please keep this between us until the deal is announced. Reply only by email, I cannot take calls.',
				],
				legend: 'You work in finance. The CEO has never written to you directly before.',
				verdict: 'phishing',
				headerCallout: 'The display name is right, the domain globex-holdings.co is not.',
				callouts: [
					['keep this between us', 'Secrecy stops you from checking with anyone.'],
					['I cannot take calls', 'Refusing a call-back is a red flag: call the CEO’s office on a known number.'],
				],
			},
			{
				key: 'exec_gift_sms',
				name: 'Gift Cards for a Client',
				layout: 'SMS',
				category: 'corporate',
				fromPhone: '+1 415 555 0199',
				body: [
					'Hi, it’s Greta. Are you at your desk? I need you to buy 5 gift cards of 200 USD for a client. Send me the codes, I will reimburse you.',
				],
				legend: 'You are an assistant in the CEO’s office.',
				verdict: 'phishing',
				headerCallout: 'Not the CEO’s number in the company directory.',
				callouts: [['Send me the codes', 'Gift card codes are as good as cash and cannot be traced.']],
			},
			{
				key: 'exec_board_invite',
				name: 'Board Meeting Invitation',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'Board meeting: agenda for Thursday',
				fromName: 'Office of the CEO',
				fromEmail: 'ceo-office@globex.test',
				brand: { name: 'Globex', color: '#111827' },
				heading: 'Board meeting agenda',
				body: [
					'The agenda for Thursday’s board meeting is in the shared board folder.',
					'Please send comments to me before Wednesday noon.',
				],
				legend: 'You are on the board meeting’s invitation list.',
				verdict: 'legit',
				headerCallout: 'The CEO office’s real address.',
				callouts: [['in the shared board folder', 'The document stays where it always is.']],
			},
			{
				key: 'exec_vendor_change',
				name: 'Supplier Bank Details Change',
				layout: 'EMAIL',
				category: 'corporate',
				subject: 'RE: Invoice 2024-118 – new bank details',
				fromName: 'Accounts Receivable',
				fromEmail: 'accounts@northwind-traders.biz',
				brand: { name: 'Northwind Traders', color: '#0e7490' },
				body: [
					'Hello,',
					'Following our audit, our bank details have changed. Please update them before paying invoice 2024-118.',
					'The new IBAN is attached. This change is effective immediately.',
				],
				legend: 'Northwind Traders is a real supplier of yours; an invoice of theirs is due.',
				verdict: 'phishing',
				headerCallout: 'The supplier normally writes from northwind.test.',
				callouts: [['our bank details have changed', 'Confirm any bank change by calling the supplier on the number in your records.']],
			},
		],
	},
]

const GLOBEX_TEMPLATES: Array<TemplateSpec & { id: string }> = [
	{
		id: EXERCISE_SEED.globexTemplates.badge,
		key: 'badge',
		name: 'Badge Renewal',
		layout: 'EMAIL',
		category: 'corporate',
		subject: 'Your Globex badge expires on Friday',
		fromName: 'Facilities',
		fromEmail: 'facilities@globex-access.com',
		brand: { name: 'Globex Facilities', color: '#1e40af' },
		heading: 'Badge renewal',
		body: ['Your building badge expires on Friday. Upload a photo of your ID and your employee number to renew it.'],
		button: 'Renew badge',
		legend: 'Badges at Globex are renewed at the reception desk.',
		verdict: 'phishing',
		headerCallout: 'Facilities writes from globex.test, not globex-access.com.',
		callouts: [['Upload a photo of your ID', 'Identity documents are worth a lot to fraudsters.']],
	},
	{
		id: EXERCISE_SEED.globexTemplates.cafeteria,
		key: 'cafeteria',
		name: 'Cafeteria Survey',
		layout: 'EMAIL',
		category: 'corporate',
		subject: 'Tell us what you think of the new menu',
		fromName: 'Globex Cafeteria',
		fromEmail: 'cafeteria@globex.test',
		brand: { name: 'Globex Cafeteria', color: '#15803d' },
		heading: 'New menu survey',
		body: ['We changed the lunch menu last month. The survey is on the intranet’s cafeteria page and takes two minutes.'],
		legend: 'The cafeteria introduced a new menu last month.',
		verdict: 'legit',
		headerCallout: 'The cafeteria’s usual address.',
		callouts: [['on the intranet’s cafeteria page', 'You reach the survey the way you always would.']],
	},
	{
		id: EXERCISE_SEED.globexTemplates.parking,
		key: 'parking',
		name: 'Parking Permit Fine',
		layout: 'SMS',
		category: 'corporate',
		fromPhone: 'GlobexPark',
		body: ['GlobexPark: your parking permit was not renewed. Pay the 25 EUR fine at globex-parking.info today to avoid clamping.'],
		legend: 'Your parking permit at the Globex campus is valid until March.',
		verdict: 'phishing',
		headerCallout: 'An SMS sender name proves nothing.',
		callouts: [['to avoid clamping', 'Threats and deadlines are pressure tactics.']],
	},
]

function templateRow(
	spec: TemplateSpec,
	row: { id: string; companyId: string | null; difficulty: number; createdAt: Date; createdBy?: string | null },
): typeof s.exerciseTemplates.$inferInsert {
	const email = spec.layout === 'EMAIL'
	return {
		id: row.id,
		companyId: row.companyId,
		type: row.companyId ? 'CUSTOM' : 'PLATFORM',
		name: spec.name,
		layoutType: spec.layout,
		subject: email ? (spec.subject ?? '') : '',
		fromName: email ? (spec.fromName ?? null) : null,
		fromEmail: email ? (spec.fromEmail ?? null) : null,
		fromPhone: email ? null : (spec.fromPhone ?? null),
		legend: spec.legend,
		html: email ? emailHtml(spec) : spec.body.join('\n'),
		designData: null,
		// The platform's templates come with a picture; a company's own have what its admin uploads.
		thumbnailUrl: row.companyId
			? null
			: email
				? emailThumbnail(spec)
				: smsThumbnail({ fromPhone: spec.fromPhone, text: spec.body.join(' ') }),
		difficulty: row.difficulty,
		category: row.companyId ? 'custom' : spec.category,
		answers: answersOf(spec.verdict),
		callouts: calloutsOf(spec),
		createdBy: row.createdBy ?? null,
		createdAt: row.createdAt,
		updatedAt: row.createdAt,
	}
}

/** The platform's packs and their templates (the same for every company). */
export function platformExerciseRows(ago: (days: number) => Date): {
	templates: (typeof s.exerciseTemplates.$inferInsert)[]
	packs: (typeof s.exercisePacks.$inferInsert)[]
	packTemplates: (typeof s.exercisePackTemplates.$inferInsert)[]
} {
	const templates: (typeof s.exerciseTemplates.$inferInsert)[] = []
	const packs: (typeof s.exercisePacks.$inferInsert)[] = []
	const packTemplates: (typeof s.exercisePackTemplates.$inferInsert)[] = []
	PACKS.forEach((pack, p) => {
		packs.push({
			id: pack.id,
			name: pack.name,
			difficulty: pack.difficulty,
			thumbnail: packThumbnail({ difficulty: pack.difficulty, layouts: pack.templates.map((t) => t.layout) }),
			position: p + 1,
			createdAt: ago(200),
		})
		pack.templates.forEach((spec, i) => {
			const id = `tpl_${spec.key}`
			// Two templates of the last pack are recent: the console's NEW flag.
			const createdAt = p === PACKS.length - 1 && i < 2 ? ago(3 + i) : ago(180 - p * 10 - i)
			templates.push(templateRow(spec, { id, companyId: null, difficulty: pack.difficulty, createdAt }))
			packTemplates.push({ packId: pack.id, templateId: id, orderNumber: i + 1 })
		})
	})
	return { templates, packs, packTemplates }
}

type UserFacts = { id: string; companyId: string; role?: string | null; status?: string | null; departmentId?: string | null }

type CampaignRow = typeof s.phishingExerciseCampaigns.$inferInsert
type LearnerRow = typeof s.exerciseLearners.$inferInsert
type AnswerRow = typeof s.exerciseAnswers.$inferInsert

/** Globex's custom templates and its campaigns in every state, with learners and their answers. */
export function demoExerciseRows(
	globex: { companyId: string; adminId: string; departments: Record<string, string>; groups: Record<string, string> },
	users: UserFacts[],
	memberships: { userId: string; groupId: string }[],
	platform: ReturnType<typeof platformExerciseRows>,
	ago: (days: number) => Date,
	ahead: (days: number) => Date,
): {
	templates: (typeof s.exerciseTemplates.$inferInsert)[]
	campaigns: CampaignRow[]
	campaignTemplates: (typeof s.exerciseCampaignTemplates.$inferInsert)[]
	learners: LearnerRow[]
	answers: AnswerRow[]
} {
	const C = EXERCISE_SEED.campaigns
	const N = EXERCISE_SEED.names
	const T = EXERCISE_SEED.globexTemplates
	const templates = GLOBEX_TEMPLATES.map((spec, i) =>
		templateRow(spec, { id: spec.id, companyId: globex.companyId, difficulty: 2, createdAt: ago(20 - i * 5), createdBy: globex.adminId }),
	)
	const allTemplates = [...platform.templates, ...templates]
	const answerTable = new Map(allTemplates.map((t) => [t.id, t.answers]))
	const packTemplateIds = (packId: string) =>
		platform.packTemplates
			.filter((pt) => pt.packId === packId)
			.sort((a, b) => a.orderNumber - b.orderNumber)
			.map((pt) => pt.templateId)

	const audience = users
		.filter(
			(u) => u.companyId === globex.companyId && (u.status ?? 'ENABLED') === 'ENABLED' && ['user', 'admin'].includes(u.role ?? 'user'),
		)
		.sort((a, b) => a.id.localeCompare(b.id))
	const inGroup = (groupId: string) => new Set(memberships.filter((m) => m.groupId === groupId).map((m) => m.userId))
	const byDepartments = (ids: string[]) => audience.filter((u) => u.departmentId && ids.includes(u.departmentId))
	const byGroup = (groupId: string) => {
		const members = inGroup(groupId)
		return audience.filter((u) => members.has(u.id))
	}

	const campaigns: CampaignRow[] = []
	const campaignTemplates: (typeof s.exerciseCampaignTemplates.$inferInsert)[] = []
	const learners: LearnerRow[] = []
	const answers: AnswerRow[] = []

	const base = {
		companyId: globex.companyId,
		createdBy: globex.adminId,
		notificationsEnabled: true,
		notificationSubject: 'A new phishing exercise is waiting for you',
		notificationMessage: 'Spot the phishing messages among real ones. It takes about ten minutes.',
	}

	/**
	 * A campaign, its templates, its learners and their answers: `shares` says which part of the learners
	 * completed, started or did not start (by a seeded PRNG, so the same every time).
	 */
	const add = (
		row: Omit<CampaignRow, 'companyId' | 'createdBy' | 'notificationsEnabled' | 'notificationSubject' | 'notificationMessage'>,
		templateIds: string[],
		people: UserFacts[],
		shares: { completed: number; started: number } | null,
		seed: number,
	) => {
		campaigns.push({ ...base, ...row })
		templateIds.forEach((templateId, i) => campaignTemplates.push({ campaignId: row.id, templateId, orderNumber: i + 1 }))
		if (!shares) return
		const random = seededRandom(seed)
		const startedAt = row.startedAt!
		for (const person of people) {
			const roll = random()
			const status = roll < shares.completed ? 'COMPLETED' : roll < shares.completed + shares.started ? 'IN_PROGRESS' : 'NOT_STARTED'
			const answered =
				status === 'COMPLETED' ? templateIds.length : status === 'IN_PROGRESS' ? 1 + Math.floor(random() * (templateIds.length - 1)) : 0
			let correct = 0
			let partial = 0
			let wrong = 0
			for (let i = 0; i < answered; i++) {
				const templateId = templateIds[i]!
				const options = answerTable.get(templateId)!
				// Most learners pick the right answer; the rest spread over the others.
				const pick = random() < 0.62 ? options.find((a) => a.status === 'CORRECT')! : options[Math.floor(random() * options.length)]!
				if (pick.status === 'CORRECT') correct++
				else if (pick.status === 'PARTIAL') partial++
				else wrong++
				answers.push({
					campaignId: row.id,
					userId: person.id,
					templateId,
					answer: pick.name,
					status: pick.status,
					answeredAt: new Date(startedAt.getTime() + (i + 1) * 3_600_000 + Math.floor(random() * 86_400_000)),
				})
			}
			const total = templateIds.length
			const completedAt =
				status === 'COMPLETED'
					? new Date(startedAt.getTime() + (1 + Math.floor(random() * 5)) * 86_400_000 + Math.floor(random() * 36e5))
					: null
			learners.push({
				campaignId: row.id,
				userId: person.id,
				companyId: globex.companyId,
				status,
				completionPercentage: Math.round((answered / total) * 100),
				correct,
				partial,
				wrong,
				score: answered === 0 ? 0 : Math.round(((correct + partial / 2) / total) * 100),
				assignedAt: startedAt,
				completedAt,
			})
		}
	}

	const at9 = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 9, 0, 0))

	// Running for six days of fourteen: all users, the Banking & Payments pack, results coming in.
	add(
		{
			id: C.running,
			name: N.running,
			status: 'IN_PROGRESS',
			startedAt: ago(6),
			createdAt: ago(6),
			updatedAt: ago(6),
			usersType: 'USERS_ALL',
			packId: EXERCISE_SEED.packs.banking,
			daysToComplete: 14,
		},
		packTemplateIds(EXERCISE_SEED.packs.banking),
		audience,
		{ completed: 0.45, started: 0.25 },
		11,
	)
	// Scheduled: starts at 9:00 five days after the seeding, for Sales and Marketing (assigned, nothing answered).
	const scheduledPeople = byDepartments([globex.departments.sales!, globex.departments.marketing!])
	add(
		{
			id: C.scheduled,
			name: N.scheduled,
			status: 'IN_PROGRESS',
			startedAt: at9(ahead(5)),
			createdAt: ago(1),
			updatedAt: ago(1),
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentIds: [globex.departments.sales!, globex.departments.marketing!],
			packId: EXERCISE_SEED.packs.holiday,
			daysToComplete: 7,
		},
		packTemplateIds(EXERCISE_SEED.packs.holiday),
		scheduledPeople,
		{ completed: 0, started: 0 },
		12,
	)
	// A draft: custom templates chosen, nobody assigned yet.
	add(
		{
			id: C.draft,
			name: N.draft,
			status: 'DRAFT',
			startedAt: null,
			createdAt: ago(2),
			updatedAt: ago(2),
			usersType: 'USERS_FROM_GROUPS',
			selectedGroupIds: [globex.groups.managers!],
			daysToComplete: 14,
		},
		[T.badge, T.cafeteria, 'tpl_exec_wire'],
		[],
		null,
		13,
	)
	// Suspended by the plan: started twenty days ago for the Remote group; the unfinished are overdue.
	add(
		{
			id: C.suspended,
			name: N.suspended,
			status: 'SUSPENDED',
			startedAt: ago(20),
			createdAt: ago(20),
			updatedAt: ago(3),
			usersType: 'USERS_FROM_GROUPS',
			selectedGroupIds: [globex.groups.remote!],
			packId: EXERCISE_SEED.packs.mobile,
			daysToComplete: 14,
		},
		packTemplateIds(EXERCISE_SEED.packs.mobile),
		byGroup(globex.groups.remote!),
		{ completed: 0.4, started: 0.2 },
		14,
	)
	// Archived with results: the Managers group and three chosen templates (one of Globex's own).
	add(
		{
			id: C.archived,
			name: N.archived,
			status: 'ARCHIVED',
			startedAt: ago(90),
			endedAt: ago(60),
			createdAt: ago(91),
			updatedAt: ago(60),
			usersType: 'USERS_FROM_GROUPS',
			selectedGroupIds: [globex.groups.managers!],
			daysToComplete: 14,
		},
		['tpl_it_password_expiry', 'tpl_hr_payslip', T.parking],
		byGroup(globex.groups.managers!),
		{ completed: 0.7, started: 0.15 },
		15,
	)
	// Archived before its start: the campaign wasn't launched.
	add(
		{
			id: C.notLaunched,
			name: N.notLaunched,
			status: 'ARCHIVED',
			startedAt: at9(ago(40)),
			endedAt: ago(45),
			createdAt: ago(50),
			updatedAt: ago(45),
			usersType: 'USERS_FROM_DEPARTMENTS',
			selectedDepartmentIds: [globex.departments.finance!],
			packId: EXERCISE_SEED.packs.delivery,
			daysToComplete: 14,
		},
		packTemplateIds(EXERCISE_SEED.packs.delivery),
		[],
		null,
		16,
	)
	// Outdated: a campaign of the previous version, delivered long ago.
	add(
		{
			id: C.outdated,
			name: N.outdated,
			status: 'OUTDATED',
			startedAt: ago(400),
			createdAt: ago(401),
			updatedAt: ago(380),
			usersType: 'USERS_ALL',
			packId: EXERCISE_SEED.packs.social,
			daysToComplete: 14,
		},
		packTemplateIds(EXERCISE_SEED.packs.social),
		[],
		null,
		17,
	)
	return { templates, campaigns, campaignTemplates, learners, answers }
}
