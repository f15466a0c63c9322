import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

// Own modules (vitest.config.ts OWN_MODULES): each test reads SHELL_CACHE_SECONDS afresh.
async function load(seconds?: string) {
	vi.resetModules()
	if (seconds !== undefined) vi.stubEnv('SHELL_CACHE_SECONDS', seconds)
	const cache = await import('./shell-cache.server.ts')
	const { noteGatewayCall } = await import('#app/gateway/write-tracking.server.ts')
	return { ...cache, noteGatewayCall }
}

const page = (cookie = '', method = 'GET') => new Request('http://console.test/home', { method, headers: cookie ? { Cookie: cookie } : {} })

/** A read that counts how often it reached the gateway. */
function countingRead() {
	let calls = 0
	return {
		read: async () => ({ call: ++calls }),
		get calls() {
			return calls
		},
	}
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => {
	vi.useRealTimers()
	vi.unstubAllEnvs()
})

describe('the shell reads kept per session', () => {
	test('pages of one session within the time to live read the gateway once; a new write epoch or another session reads again', async () => {
		const { cachedShellRead } = await load()
		const gateway = countingRead()
		expect(await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)).toEqual({ call: 1 })
		expect(await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)).toEqual({ call: 1 })
		expect(await cachedShellRead(page('console_epoch=after-a-write'), 'token-a', 'viewer', gateway.read)).toEqual({ call: 2 })
		expect(await cachedShellRead(page(), 'token-b', 'viewer', gateway.read)).toEqual({ call: 3 })
		expect(gateway.calls).toBe(3)
	})

	test('the default time to live is 5 seconds', async () => {
		const { cachedShellRead } = await load()
		const gateway = countingRead()
		await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)
		vi.advanceTimersByTime(4_900)
		await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)
		expect(gateway.calls).toBe(1)
		vi.advanceTimersByTime(200)
		await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)
		expect(gateway.calls).toBe(2)
	})

	test('a write is checked against a fresh read, and a failed read is asked again', async () => {
		const { cachedShellRead } = await load()
		const gateway = countingRead()
		await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)
		await cachedShellRead(page('', 'POST'), 'token-a', 'viewer', gateway.read)
		expect(gateway.calls).toBe(2)

		await expect(cachedShellRead(page(), 'token-c', 'viewer', () => Promise.reject(new Error('gateway down')))).rejects.toThrow()
		expect(await cachedShellRead(page(), 'token-c', 'viewer', gateway.read)).toEqual({ call: 3 })
	})

	test('SHELL_CACHE_SECONDS=0 reads the gateway for every page', async () => {
		const { cachedShellRead } = await load('0')
		const gateway = countingRead()
		await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)
		await cachedShellRead(page(), 'token-a', 'viewer', gateway.read)
		expect(gateway.calls).toBe(2)
	})
})

describe('the write epoch', () => {
	const answer = () => Promise.resolve(new Response('ok'))
	const epochOf = (response: Response) =>
		response.headers
			.getSetCookie()
			.find((c) => c.startsWith('console_epoch='))
			?.split(';')[0]
	type Args = Parameters<Awaited<ReturnType<typeof load>>['newEpochAfterWrites']>[0]
	const args = (request: Request) => ({ request }) as unknown as Args
	/** The middleware around `answer` (it always returns the answer it was given). */
	const through = async (
		middleware: Awaited<ReturnType<typeof load>>['newEpochAfterWrites'],
		request: Request,
		next: () => Promise<Response>,
	) => (await middleware(args(request), next)) as Response

	test('a POST, and a GET that wrote to the gateway, answer with a new epoch; a plain GET does not', async () => {
		const { newEpochAfterWrites, noteGatewayCall } = await load()
		const posted = await through(newEpochAfterWrites, page('', 'POST'), answer)
		const postedAgain = await through(newEpochAfterWrites, page('', 'POST'), answer)
		expect(epochOf(posted)).toMatch(/^console_epoch=\S+$/)
		expect(epochOf(postedAgain)).not.toBe(epochOf(posted))
		expect(posted.headers.getSetCookie()[0]).toContain('HttpOnly')

		const verified = await through(newEpochAfterWrites, page(), () => {
			noteGatewayCall('POST')
			return answer()
		})
		expect(epochOf(verified)).toBeDefined()

		const read = await through(newEpochAfterWrites, page(), () => {
			noteGatewayCall('GET')
			return answer()
		})
		expect(epochOf(read)).toBeUndefined()
	})

	test('the epoch is read from the Cookie header among others', async () => {
		const { writeEpochOf } = await load()
		expect(writeEpochOf(page('__session=abc; console_epoch=Xy_9; other=1'))).toBe('Xy_9')
		expect(writeEpochOf(page('__session=abc'))).toBe('')
	})
})
