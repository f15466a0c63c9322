/**
 * JavaScript shipped on the first load of a page, gzip-compressed, measured in
 * Debian's Chromium against a running console (ARCHITECTURE.md budgets: sign-in
 * ≤ 140 KB, table page ≤ 190 KB). Prints figures; never fails on them.
 *
 *   npm start &            # or any running console
 *   npx tsx tests/bench/js-budget.ts [baseURL] [part of a page's name, to measure only those]
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const only = process.argv[3]
type BudgetPage = { name: string; path: string; budgetKb: number; signIn: boolean; account?: string }
const PAGES: BudgetPage[] = [
	{ name: 'sign-in', path: '/login', budgetKb: 140, signIn: false },
	{ name: 'register', path: '/register', budgetKb: 140, signIn: false },
	{ name: 'get-started (signed in)', path: '/home', budgetKb: 190, signIn: true },
	{ name: 'all users (table page)', path: '/users/all_users', budgetKb: 190, signIn: true },
	{ name: 'user profile', path: '/user_profile/usr_acme_invited', budgetKb: 190, signIn: true },
	{ name: 'licensing', path: '/licensing', budgetKb: 190, signIn: true },
	{ name: 'billing (table page)', path: '/billing', budgetKb: 190, signIn: true },
	{ name: 'settings: general', path: '/settings/general', budgetKb: 190, signIn: true },
	{ name: 'settings: email reminders', path: '/settings/email-reminders', budgetKb: 190, signIn: true },
	{ name: 'settings: single sign-on', path: '/settings/single-sign-on', budgetKb: 190, signIn: true },
	{ name: 'all courses', path: '/learning/courses', budgetKb: 190, signIn: true },
	{ name: 'video library', path: '/learning/videos', budgetKb: 190, signIn: true },
	{ name: 'training reviews (table page)', path: '/reviews', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	// Issue 17's other pages, as Globex (every one has its data there).
	{ name: 'calendar preview', path: '/calendar/preview', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'calendar history', path: '/calendar/history', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'calendar settings', path: '/calendar/settings', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'policies (table page)', path: '/policies', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'policies assign', path: '/policies/assign', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	// Issue 18's phishing exercise home, a campaign tab and the campaign wizard's steps (Globex: campaigns in every state;
	// its draft campaign opened at a step, the wizard's Templates step with the template list).
	{ name: 'phishing exercise home', path: '/phishing-exercise/active', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{
		name: 'phishing exercise archived tab',
		path: '/phishing-exercise/archived',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'phishing exercise wizard: templates',
		path: '/phishing-exercise/create',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'phishing exercise wizard: settings',
		path: '/phishing-exercise/create?campaign=pex_globex_exec_drill_draft&step=settings',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'phishing exercise wizard: launch',
		path: '/phishing-exercise/create?campaign=pex_globex_exec_drill_draft&step=launch',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	// Issue 18's campaign report (Globex's running campaign, with results).
	{
		name: 'phishing exercise report: users (table page)',
		path: '/phishing-exercise-report/pex_globex_q4_awareness/users',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'phishing exercise report: templates (table page)',
		path: '/phishing-exercise-report/pex_globex_q4_awareness/templates',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	// Issue 18's template pages: the type picker, each wizard step, the preview modal and Delete Template?. The body
	// step counts the email editor's own chunks (GrapesJS and the newsletter preset), fetched after hydration on that
	// step only: its budget is the table page's plus theirs.
	{ name: 'template type picker', path: '/phishing-exercise/templates/new', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{
		name: 'template wizard: email header',
		path: '/phishing-exercise/templates/new/email',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template wizard: email body (editor)',
		path: '/phishing-exercise/templates/new/email?step=body',
		budgetKb: 650,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template wizard: SMS sender',
		path: '/phishing-exercise/templates/new/sms',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template wizard: SMS message',
		path: '/phishing-exercise/templates/new/sms?step=message',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template wizard: backstory',
		path: '/phishing-exercise/templates/new/email?step=backstory',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template wizard: callouts',
		path: '/phishing-exercise/templates/new/email?step=callouts',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template wizard: preview & save',
		path: '/phishing-exercise/templates/new/email?step=save',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template preview',
		path: '/phishing-exercise/templates/tpl_globex_badge_renewal',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'template delete',
		path: '/phishing-exercise/templates/tpl_globex_parking_sms/delete',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	// The phishing simulation (Globex's demo history; the share page as the partner).
	{ name: 'simulation list (table page)', path: '/phishing-simulation/active', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'simulation create', path: '/phishing-simulation-create', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{
		name: 'simulation settings',
		path: '/phishing-simulation/settings/direct-email-delivery',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'simulation report overview',
		path: '/phishing-simulation/reports/sim_globex_quarterly_credentials/overview',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{
		name: 'simulation report recipients',
		path: '/phishing-simulation/reports/sim_globex_quarterly_credentials/recipients',
		budgetKb: 190,
		signIn: true,
		account: 'admin@globex.test',
	},
	{ name: 'phishing summary', path: '/reports/phishing-summary/campaigns', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{
		name: 'simulation share',
		path: '/phishing-simulation/share/sim_northwind_partner_baseline',
		budgetKb: 190,
		signIn: true,
		account: 'partner@northwind.test',
	},
	{ name: 'gaming statistics', path: '/gaming/statistics', budgetKb: 190, signIn: true, account: 'admin@wingtip.test' },
	{ name: 'gaming settings', path: '/gaming/settings', budgetKb: 190, signIn: true, account: 'admin@wingtip.test' },
	{ name: 'fake or real preview', path: '/fake-or-real/preview', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'developer training statistics', path: '/for-developers/statistics', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'developer training settings', path: '/for-developers/settings', budgetKb: 190, signIn: true, account: 'admin@globex.test' },
	{ name: 'course statistics (table page)', path: '/courses/crs_annual_awareness/statistics', budgetKb: 190, signIn: true },
	{ name: 'course settings (assignment form)', path: '/courses/crs_phishing/settings', budgetKb: 190, signIn: true },
	// A partner's pages: the sharing tabs and the custom-training builder (its drag and drop loads after hydration, counted here).
	{
		name: 'customers status (table page)',
		path: '/courses/crs_custom_northwind_msp_onboarding/customers-status',
		budgetKb: 190,
		signIn: true,
		account: 'partner@northwind.test',
	},
	{
		name: 'customers settings',
		path: '/courses/crs_custom_northwind_msp_onboarding/customers-settings',
		budgetKb: 190,
		signIn: true,
		account: 'partner@northwind.test',
	},
	{ name: 'new custom training', path: '/custom-training/new-training', budgetKb: 190, signIn: true, account: 'partner@northwind.test' },
	{
		name: 'training builder',
		path: '/custom-training/edit/crs_custom_northwind_vendor_risk',
		budgetKb: 190,
		signIn: true,
		account: 'partner@northwind.test',
	},
	{
		name: 'quiz questions',
		path: '/custom-training/edit/crs_custom_northwind_vendor_risk/quiz/chp_custom_northwind_vendor_risk_1_3',
		budgetKb: 190,
		signIn: true,
		account: 'partner@northwind.test',
	},
	{
		name: 'chapter video',
		path: '/custom-training/edit/crs_custom_northwind_vendor_risk/video/chp_custom_northwind_vendor_risk_1_1',
		budgetKb: 190,
		signIn: true,
		account: 'partner@northwind.test',
	},
]

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
	for (const page of PAGES.filter((candidate) => !only || candidate.name.includes(only))) {
		const context = await browser.newContext({ baseURL })
		const tab = await context.newPage()
		if (page.signIn) {
			await tab.goto('/login')
			await tab.getByLabel('Email').fill(page.account ?? 'admin@acme.test')
			await tab.getByLabel('Password').fill('Demo-Pass-2026!')
			await tab.getByRole('button', { name: 'Log In' }).click()
			await tab.waitForURL((url) => !url.pathname.startsWith('/login'))
		}
		const sizes: { url: string; gzip: number }[] = []
		tab.on('response', async (response) => {
			if (response.request().resourceType() !== 'script') return
			try {
				sizes.push({
					url: new URL(response.url()).pathname,
					gzip: gzipSync(await response.body(), { level: 9 }).length,
				})
			} catch {}
		})
		await tab.goto(page.path, { waitUntil: 'networkidle' })
		const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024
		const verdict = totalKb <= page.budgetKb ? 'within' : 'OVER'
		console.log(
			`${page.name.padEnd(26)} ${totalKb.toFixed(1).padStart(7)} KB gzip in ${sizes.length} scripts (budget ${page.budgetKb} KB: ${verdict})`,
		)
		for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) {
			console.log(`    ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`)
		}
		await context.close()
	}
} finally {
	await browser.close()
}
