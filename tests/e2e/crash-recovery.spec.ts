import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { openGatewayDatabase } from '../../server/gateway/app.ts'
import { signInCookie, startConsole, stopConsole } from '../fixtures/console-process.ts'
import type { ChildProcess } from 'node:child_process'

/**
 * The console killed (SIGKILL: no shutdown, no flush) in the middle of a bulk invite, a CSV import
 * and a settings save, then started again on the same data: it opens cleanly, and what the killed
 * request was writing is there entirely or not at all. Runs its own production console (the build
 * `npm test` made) on its own data folder, so the shared e2e servers are never killed. No browser is
 * involved: it runs in the js project only (playwright.config.ts).
 */

const PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 90
const BASE = `http://127.0.0.1:${PORT}`
const INVITES = 10_000

test.describe('a console killed mid-write', () => {
	// One after another, on one port: each starts a console and writes thousands of rows, too much at once for a 2-core machine.
	test.describe.configure({ mode: 'default' })
	test.setTimeout(300_000)

	let dataDir: string
	let server: ChildProcess | null = null

	// Each test on fresh demo data of its own.
	test.beforeEach(async () => {
		dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-crash-'))
	})
	test.afterEach(async () => {
		await stopConsole(server)
		server = null
		await rm(dataDir, { recursive: true, force: true })
	})

	test('a bulk invite by emails with a new department and group is all there or not there at all', async () => {
		const delayMs = 700
		server = await start(dataDir)
		const cookie = await signInCookie(BASE, 'admin@acme.test')
		const marker = `crash-emails-${delayMs}`
		const emails = Array.from({ length: INVITES }, (_, i) => `${marker}-${i}@crash.test`)
		const step0 = await post(cookie, '/users/add-users', {
			intent: 'emails',
			emails: emails.join('\n'),
			department: `${marker} department`,
			newGroups: `${marker} group`,
			role: 'user',
		})
		expect(step0.status, 'the emails step goes on to the notification step').toBe(302)
		const draft = new URL(step0.headers.get('Location')!, BASE).searchParams.get('draft')
		expect(draft).toBeTruthy()
		const answered = await killDuring(server, delayMs, () =>
			post(cookie, `/users/add-users?draft=${draft}`, {
				intent: 'invite',
				notificationList: 'userOnly',
				subject: '',
				message: '',
			}),
		)
		server = null
		const stored = await storedInvite(dataDir, marker)
		test.info().annotations.push({
			type: 'kill',
			description: `after ${delayMs} ms: answered ${answered}, ${stored.users} users stored`,
		})
		// 10,000 users take seconds to write: the kill lands before the answer.
		expect(answered, 'the invite was cut off by the kill').toBe('no')
		expect([0, INVITES], 'users of the killed invite').toContain(stored.users)
		expect(stored.departments, 'its new department').toBe(stored.users ? 1 : 0)
		expect(stored.groups, 'its new group').toBe(stored.users ? 1 : 0)
		expect(stored.memberships, 'group memberships').toBe(stored.users)
	})

	test('a CSV import naming new departments and groups is all there or not there at all', async () => {
		server = await start(dataDir)
		const cookie = await signInCookie(BASE, 'admin@acme.test')
		const marker = 'crash-csv'
		const rows = Array.from(
			{ length: INVITES },
			(_, i) => `${marker}-${i}@crash.test,Row${i},Crash,${marker} dept ${i % 7},${marker} team ${i % 5}`,
		)
		const csv = ['Email,First Name,Last Name,Department,Group', ...rows].join('\n')
		const form = new FormData()
		form.set('intent', 'csvUpload')
		form.set('file', new File([csv], 'crash.csv', { type: 'text/csv' }))
		const upload = await fetch(`${BASE}/users/add-users`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Cookie: cookie },
			body: form,
		})
		expect(upload.status, 'the upload goes on to the mapping').toBe(302)
		const draft = new URL(upload.headers.get('Location')!, BASE).searchParams.get('draft')
		const mapped = await post(cookie, `/users/add-users?draft=${draft}`, {
			intent: 'csvNext',
			email: '0',
			name: '1',
			lastName: '2',
			department: '3',
			group: '4',
		})
		expect(mapped.status, 'the mapping goes on to the notification step').toBe(302)
		expect(mapped.headers.get('Location')).toContain('step=1')
		const answered = await killDuring(server, 700, () =>
			post(cookie, `/users/add-users?draft=${draft}`, {
				intent: 'invite',
				notificationList: 'userOnly',
				subject: '',
				message: '',
			}),
		)
		server = null
		const stored = await storedInvite(dataDir, marker)
		test.info().annotations.push({ type: 'kill', description: `answered ${answered}, ${stored.users} users stored` })
		expect(answered, 'the import was cut off by the kill').toBe('no')
		expect([0, INVITES], 'users of the killed import').toContain(stored.users)
		expect(stored.departments, 'its seven departments').toBe(stored.users ? 7 : 0)
		expect(stored.groups, 'its five groups').toBe(stored.users ? 5 : 0)
		expect(stored.memberships).toBe(stored.users)
	})

	test('a settings save with a logo leaves the old company or the whole new one', async () => {
		for (const phase of ['while the logo uploads', 'once the body is sent'] as const) {
			// Read while no console has the data open (one process per PGlite folder).
			const before = await storedCompany(dataDir)
			server = await start(dataDir)
			const cookie = await signInCookie(BASE, 'admin@acme.test')
			// A PNG signature and 3 MB of noise: the gateway checks the bytes' type, not the picture.
			const logo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3 * 1024 * 1024)])
			const name = `Acme ${phase}`
			const answered = await killDuring(server, phase === 'while the logo uploads' ? 800 : 150, () =>
				postSettingsSlowly(cookie, name, logo, phase === 'while the logo uploads' ? 3000 : 0),
			)
			server = null
			const after = await storedCompany(dataDir)
			test.info().annotations.push({ type: 'kill', description: `${phase}: answered ${answered}, name ${after.name}` })
			expect([before.name, name], 'the company name').toContain(after.name)
			expect(answered, 'the save was cut off by the kill').toBe('no')
			if (phase === 'while the logo uploads') expect(after.name, 'nothing is saved from a body that never arrived').toBe(before.name)
			// A logo is the old one or exactly the one sent, never a part of it.
			expect([before.logoHash, sha256(logo)], 'the company logo').toContain(after.logoHash)
			expect(after.orphanLogos, 'logo rows no company points at').toBe(0)
		}
	})
})

/** This spec's console on `dataDir`, ready. */
async function start(dataDir: string): Promise<ChildProcess> {
	const running = await startConsole({
		port: PORT,
		dataDir,
		sessionSecret: 'crash-test-session-secret-0123456789abcdef0123',
		env: { SIGN_IN_LIMIT_PER_MINUTE: '10000', SEED_DEMO: '1' },
	})
	return running.child
}

/** Starts a request, kills the console `delayMs` later; says whether the request was answered first. */
async function killDuring(child: ChildProcess, delayMs: number, request: () => Promise<Response>): Promise<string> {
	let answered = 'no'
	const inFlight = request().then(
		(response) => (answered = `yes, ${response.status}`),
		() => (answered = 'no'),
	)
	await new Promise((resolve) => setTimeout(resolve, delayMs))
	await stopConsole(child)
	await inFlight
	return answered
}

function post(cookie: string, url: string, fields: Record<string, string>) {
	return fetch(`${BASE}${url}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields),
	})
}

/** The general settings form with a logo, its body streamed over `spreadMs` (a slow upload). */
function postSettingsSlowly(cookie: string, name: string, logo: Buffer, spreadMs: number) {
	const boundary = `----crash${randomBytes(8).toString('hex')}`
	const head = Buffer.from(
		`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsaveCompany\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="lang"\r\n\r\nen\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="country"\r\n\r\nUS\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
	)
	const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
	const pieces = 10
	const body = new ReadableStream<Uint8Array>({
		async start(controller) {
			controller.enqueue(head)
			for (let i = 0; i < pieces; i++) {
				controller.enqueue(logo.subarray((i * logo.length) / pieces, ((i + 1) * logo.length) / pieces))
				if (spreadMs) await new Promise((resolve) => setTimeout(resolve, spreadMs / pieces))
			}
			controller.enqueue(tail)
			controller.close()
		},
	})
	return fetch(`${BASE}/settings/general`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
		body,
		// @ts-expect-error Node's fetch needs duplex for a streamed body
		duplex: 'half',
	})
}

function sha256(bytes: Uint8Array) {
	return createHash('sha256').update(bytes).digest('hex')
}

/** Opens the killed console's database (as its next start would) and counts what one invite left. */
async function storedInvite(dataDir: string, marker: string) {
	const database = await openGatewayDatabase({ dataDir, seed: false })
	try {
		const [row] = await rows<{ users: number; departments: number; groups: number; memberships: number }>(
			database.db,
			sql`SELECT
				(SELECT count(*)::int FROM users WHERE email LIKE ${`${marker}-%`}) AS users,
				(SELECT count(*)::int FROM departments WHERE name LIKE ${`${marker} %`}) AS departments,
				(SELECT count(*)::int FROM groups WHERE name LIKE ${`${marker} %`}) AS groups,
				(SELECT count(*)::int FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.email LIKE ${`${marker}-%`}) AS memberships`,
		)
		return row!
	} finally {
		await database.close()
	}
}

async function storedCompany(dataDir: string) {
	// Before the first start the folder is empty: opening it seeds the demo data, as the console's first start would.
	const database = await openGatewayDatabase({ dataDir })
	try {
		const [company] = await rows<{ name: string; logo: string | null }>(
			database.db,
			sql`SELECT name, logo FROM companies WHERE id = 'cmp_acme'`,
		)
		const logos = await rows<{ id: string; bytes: Uint8Array | string }>(
			database.db,
			sql`SELECT id, bytes FROM company_logos WHERE company_id = 'cmp_acme'`,
		)
		const current = logos.find((logo) => company!.logo?.includes(logo.id))
		const orphanLogos = logos.filter((logo) => logo !== current).length
		return { name: company!.name, logoHash: current ? sha256(toBytes(current.bytes)) : null, orphanLogos }
	} finally {
		await database.close()
	}
}

function toBytes(value: Uint8Array | string): Uint8Array {
	return typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : value
}

async function rows<T>(db: Awaited<ReturnType<typeof openGatewayDatabase>>['db'], query: ReturnType<typeof sql>): Promise<T[]> {
	const result = (await db.execute(query)) as unknown as T[] | { rows: T[] }
	return Array.isArray(result) ? result : result.rows
}
