import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type ConsoleProcess, signInCookie, startConsole, stopConsole } from '../fixtures/console-process.ts'

/**
 * The compiled console's first start on a new data folder: a child process creates and seeds the
 * embedded database and exits, so the serving process does not keep the memory seeding took
 * (server/runtime/prepare-data.ts). No browser: js project only (playwright.config.ts).
 */

const PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 92

/** The process's resident memory (Linux /proc), in MB. */
function rssMb(pid: number): number {
	const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
	if (!line) throw new Error(`no VmRSS for ${pid}`)
	return Number(line[1]) / 1024
}

test('a first start creates the database in a child process and serves no larger than a restart on the same data', async () => {
	test.setTimeout(180_000)
	const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-first-start-'))
	let running: ConsoleProcess | null = null
	const start = () =>
		startConsole({
			port: PORT,
			dataDir,
			sessionSecret: 'first-start-session-secret-0123456789abcdef',
			env: { SEED_DEMO: '1', SIGN_IN_LIMIT_PER_MINUTE: '10000' },
			stdout: 'pipe',
		})
	/** Signed in as a demo admin and one page drawn: the serving process's memory then. */
	async function servedMemory(console: ConsoleProcess) {
		const cookie = await signInCookie(console.baseURL, 'admin@globex.test')
		const page = await fetch(`${console.baseURL}/users/all_users`, { headers: { Cookie: cookie } })
		expect(page.status).toBe(200)
		expect(await page.text()).toContain('admin@globex.test')
		return rssMb(console.child.pid!)
	}
	try {
		running = await start()
		expect(running.stdout()).toContain(`First start: creating the database in ${dataDir}`)
		const first = await servedMemory(running)
		await stopConsole(running.child)

		running = await start()
		expect(running.stdout(), 'a start on existing data creates nothing').not.toContain('First start')
		const restart = await servedMemory(running)
		test.info().annotations.push({ type: 'RSS', description: `first start ${first.toFixed(0)} MB, restart ${restart.toFixed(0)} MB` })
		// Seeding in the serving process left it about 70 MB larger than a restart on the same data.
		expect(first).toBeLessThan(restart + 35)
	} finally {
		await stopConsole(running?.child)
		await rm(dataDir, { recursive: true, force: true })
	}
})
