import { escapeHtml } from './html.ts'

// The pages a phishing simulation's recipient sees (services/phishing-simulation-tracking.ts): the landing page
// a tracked link opens — an imitation of a sign-in (Microsoft, Google, a company portal) or of a parcel
// delivery confirmation, chosen by the campaign's login page kind — the teaching page its form leads to, and
// the page of an unknown link. Each is one self-contained document: inline CSS, no script, no image or font
// from anywhere (LANDING_CSP), so it looks the same on any network and leaks nothing to a third party.

/** The landing and teaching pages' policy: nothing loads but inline styles and data: images; forms post to this origin. */
export const LANDING_CSP =
	"default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export const LANDING_KINDS = ['microsoft', 'google', 'generic', 'parcel'] as const
export type LandingKind = (typeof LANDING_KINDS)[number]

export function landingKind(kind: string | null | undefined): LandingKind {
	return (LANDING_KINDS as readonly string[]).includes(kind ?? '') ? (kind as LandingKind) : 'generic'
}

type Field = { name: string; label: string; type: string; autocomplete: string }

type Look = {
	title: string
	/** The brand mark: inline HTML (coloured squares, a word mark), no image. */
	mark: string
	heading: string
	intro: string
	fields: Field[]
	button: string
	css: string
}

const SIGN_IN: Field[] = [
	{ name: 'email', label: 'Email address', type: 'email', autocomplete: 'off' },
	{ name: 'password', label: 'Password', type: 'password', autocomplete: 'off' },
]

const BASE_CSS = `*{box-sizing:border-box}html,body{margin:0;min-height:100%}body{display:flex;align-items:center;justify-content:center;padding:24px}
form{margin:0}label{display:block;margin:14px 0 6px;font-size:14px}input{width:100%;font:inherit;padding:9px 10px}
button{font:inherit;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.preview{margin:0 0 16px;padding:8px 10px;border-radius:4px;background:#fff4ce;color:#4d3b00;font-size:13px}
fieldset{border:0;margin:0;padding:0}fieldset[disabled]{opacity:.75}`

const LOOKS: Record<LandingKind, Look> = {
	microsoft: {
		title: 'Sign in to your account',
		mark: '<div class="mark" aria-hidden="true"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><span class="brand">Microsoft</span>',
		heading: 'Sign in',
		intro: 'Use your work or school account.',
		fields: SIGN_IN,
		button: 'Sign in',
		css: `body{background:#f2f2f2;font:15px/1.45 "Segoe UI",system-ui,sans-serif;color:#1b1b1b}
.card{width:100%;max-width:440px;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}
.mark{display:inline-grid;grid-template-columns:10px 10px;gap:2px;vertical-align:middle;margin-inline-end:8px}.mark i{display:block;width:10px;height:10px}
.brand{font-size:19px;color:#5e5e5e;vertical-align:middle}h1{font-size:24px;font-weight:600;margin:18px 0 4px}
input{border:0;border-bottom:1px solid #666;padding:6px 0}button{margin-top:24px;float:inline-end;min-width:108px;padding:7px 12px;border:0;background:#0067b8;color:#fff}
.foot{clear:both;padding-top:24px;font-size:13px;color:#666}`,
	},
	google: {
		title: 'Sign in – Google Accounts',
		mark: '<span class="brand" aria-hidden="true"><b style="color:#4285f4">G</b><b style="color:#ea4335">o</b><b style="color:#fbbc05">o</b><b style="color:#4285f4">g</b><b style="color:#34a853">l</b><b style="color:#ea4335">e</b></span>',
		heading: 'Sign in',
		intro: 'to continue to Gmail',
		fields: SIGN_IN,
		button: 'Next',
		css: `body{background:#f0f4f9;font:14px/1.5 Roboto,Arial,sans-serif;color:#1f1f1f}
.card{width:100%;max-width:450px;background:#fff;padding:40px;border-radius:28px;text-align:center}
.brand{font-size:26px;font-weight:500;letter-spacing:-1px}.brand b{font-weight:500}h1{font-size:28px;font-weight:400;margin:16px 0 4px}
form{text-align:start}input{border:1px solid #747775;border-radius:4px;padding:13px 12px}
button{margin-top:28px;float:inline-end;padding:10px 24px;border:0;border-radius:20px;background:#0b57d0;color:#fff;font-weight:500}
.foot{clear:both;padding-top:24px;font-size:12px;color:#444}`,
	},
	generic: {
		title: 'Company portal – Sign in',
		mark: '<span class="brand" aria-hidden="true">◆ Company Portal</span>',
		heading: 'Your session has expired',
		intro: 'Sign in again with your work account to continue.',
		fields: SIGN_IN,
		button: 'Sign in',
		css: `body{background:linear-gradient(135deg,#1e3a5f,#2f6690);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1c2430}
.card{width:100%;max-width:400px;background:#fff;padding:36px;border-radius:10px;box-shadow:0 10px 30px rgba(0,0,0,.25)}
.brand{font-weight:700;color:#1e3a5f;font-size:18px}h1{font-size:22px;margin:18px 0 4px}
input{border:1px solid #c5cdd9;border-radius:6px}button{width:100%;margin-top:22px;padding:11px;border:0;border-radius:6px;background:#2f6690;color:#fff;font-weight:600}
.foot{padding-top:18px;font-size:12px;color:#5a6678;text-align:center}`,
	},
	parcel: {
		title: 'Delivery confirmation',
		mark: '<span class="brand" aria-hidden="true">📦 ParcelExpress</span>',
		heading: 'Confirm your delivery',
		intro: 'We could not deliver your parcel. Confirm your details and pay the redelivery fee of 1.99 EUR.',
		fields: [
			{ name: 'name', label: 'Full name', type: 'text', autocomplete: 'off' },
			{ name: 'address', label: 'Delivery address', type: 'text', autocomplete: 'off' },
			{ name: 'card', label: 'Card number', type: 'text', autocomplete: 'off' },
		],
		button: 'Pay 1.99 EUR and reschedule',
		css: `body{background:#fff8ec;font:15px/1.5 Arial,Helvetica,sans-serif;color:#222}
.card{width:100%;max-width:460px;background:#fff;padding:32px;border-top:6px solid #b45309;box-shadow:0 2px 10px rgba(0,0,0,.12)}
.brand{font-weight:700;color:#b45309;font-size:20px}h1{font-size:22px;margin:14px 0 4px}
input{border:1px solid #bbb;border-radius:3px}button{width:100%;margin-top:22px;padding:12px;border:0;border-radius:3px;background:#b45309;color:#fff;font-weight:700}
.foot{padding-top:16px;font-size:12px;color:#666}`,
	},
}

function document(title: string, css: string, body: string): string {
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>${BASE_CSS}\n${css}</style></head>
<body>${body}</body></html>`
}

/**
 * The landing page of `kind`. `action`: where its form posts (the tracked link itself); null draws the
 * preview (spec 3 §7 login_pages, the create page's preview): the same page with the form disabled and a note.
 */
export function landingPageHtml(kind: LandingKind, action: string | null): string {
	const look = LOOKS[kind]
	const fields = look.fields
		.map(
			(f) =>
				`<label for="f-${f.name}">${escapeHtml(f.label)}</label><input id="f-${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}"${action ? ' required' : ''}>`,
		)
		.join('')
	const preview = action === null ? '<p class="preview" role="note">Preview: this form is disabled and records nothing.</p>' : ''
	const body = `<main class="card">${preview}${look.mark}
<h1>${escapeHtml(look.heading)}</h1><p>${escapeHtml(look.intro)}</p>
<form method="post" action="${escapeHtml(action ?? '#')}"><fieldset${action === null ? ' disabled' : ''}>${fields}
<button type="submit">${escapeHtml(look.button)}</button></fieldset></form>
<p class="foot">Terms of use · Privacy &amp; cookies</p></main>`
	return document(look.title, look.css, body)
}

const TEACHING_CSS = `body{background:#f4f6fa;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430}
.card{width:100%;max-width:640px;background:#fff;border:1px solid #dde3ec;border-radius:12px;padding:32px}
h1{font-size:26px;margin:0 0 12px}h2{font-size:18px;margin:24px 0 8px}.badge{display:inline-block;padding:4px 10px;border-radius:999px;background:#fdecec;color:#8a1c1c;font-weight:600;font-size:13px}
li{margin:8px 0}.note{color:#5a6678;font-size:14px}`

/** What a recipient who entered something on the landing page learns (the simulation's teaching moment). */
export function teachingPageHtml(companyName: string): string {
	const body = `<main class="card">
<p class="badge">Phishing simulation</p>
<h1>This was a phishing simulation run by ${escapeHtml(companyName)}</h1>
<p>The email you opened was a test sent by your company's security awareness programme. Nothing you typed on the previous page was stored or sent anywhere, and nothing has happened to your account.</p>
<h2>How to spot the next one</h2>
<ul>
<li><strong>Check the sender's address, not just the name.</strong> A familiar name can come from a look-alike domain.</li>
<li><strong>Look at a link before you click.</strong> Hover over it: if the address is not the site you expect, do not open it.</li>
<li><strong>Be wary of urgency, threats and rewards.</strong> "Expires today", "account locked" or "claim your gift" are pressure tactics.</li>
<li><strong>Never sign in from a link in an email.</strong> Open the site or app yourself, and report suspicious emails with your mail's report button.</li>
</ul>
<p class="note">You can close this page.</p>
</main>`
	return document('This was a phishing simulation', TEACHING_CSS, body)
}

/** The page of a link that is not (or no longer) a simulation's. */
export function phishNotFoundHtml(): string {
	return document(
		'Page not found',
		TEACHING_CSS,
		'<main class="card"><h1>Page not found</h1><p>This link does not exist or has expired.</p></main>',
	)
}
