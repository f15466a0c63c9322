import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, test } from 'vitest'
import { busyResponse, createAdmission } from './admission.ts'

const busy = () => new Response('busy', { status: 503 })
const get = (path = '/users/all_users', init: RequestInit = {}) => new Request(`http://console.test${path}`, init)

/** A handler that answers when `finish` is called, and records when it started. */
function pending(log: string[], name: string) {
	let finish!: () => void
	const done = new Promise<void>((resolve) => (finish = resolve))
	return {
		finish: () => finish(),
		handle: async () => {
			log.push(name)
			await done
			return new Response(name)
		},
	}
}

describe('admission of the app’s requests', () => {
	test('at most maxActive are handled at once; the others start in arrival order as slots free', async () => {
		const admission = createAdmission({ maxActive: 2, maxWaitMs: 5000, busy })
		const log: string[] = []
		const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pending(log, name))
		const answers = [a, b, c, d].map((p) => admission.run(get(), p!.handle))
		await sleep(5)
		expect(log).toEqual(['a', 'b'])
		expect([admission.active, admission.waiting]).toEqual([2, 2])
		b!.finish()
		const answerOfB = await answers[1]!
		// Answered, but its slot is held until its body has been sent.
		await sleep(5)
		expect(log).toEqual(['a', 'b'])
		expect(await answerOfB.text()).toBe('b')
		await sleep(5)
		expect(log).toEqual(['a', 'b', 'c'])
		a!.finish()
		c!.finish()
		d!.finish()
		const others = [answers[0], answers[2], answers[3]].map(async (r) => (await r!).text())
		expect(await Promise.all(others)).toEqual(['a', 'c', 'd'])
		expect([admission.active, admission.waiting]).toEqual([0, 0])
	})

	test('a page read that waits longer than maxWaitMs is answered busy and never handled', async () => {
		const admission = createAdmission({ maxActive: 1, maxWaitMs: 30, busy })
		const log: string[] = []
		const first = pending(log, 'first')
		const running = admission.run(get(), first.handle)
		const late = await admission.run(get(), async () => {
			log.push('late')
			return new Response('late')
		})
		expect(late.status).toBe(503)
		expect(log).toEqual(['first'])
		first.finish()
		const answer = await running
		expect(answer.status).toBe(200)
		expect(admission.active).toBe(1)
		await answer.text()
		expect([admission.active, admission.waiting]).toEqual([0, 0])
	})

	test('a form post waits past maxWaitMs for its turn: refusing it could lose what was typed', async () => {
		const admission = createAdmission({ maxActive: 1, maxWaitMs: 20, busy })
		const log: string[] = []
		const first = pending(log, 'first')
		const running = admission.run(get(), first.handle)
		const post = admission.run(get('/settings/general', { method: 'POST', body: 'name=Acme' }), async () => new Response('saved'))
		await sleep(60)
		first.finish()
		await (await running).text()
		expect(await (await post).text()).toBe('saved')
	})

	test('a request whose client leaves while it waits is dropped, and its place is not kept', async () => {
		const admission = createAdmission({ maxActive: 1, maxWaitMs: 5000, busy })
		const log: string[] = []
		const first = pending(log, 'first')
		const running = admission.run(get(), first.handle)
		const client = new AbortController()
		const leaving = admission.run(get('/users/all_users', { signal: client.signal }), async () => {
			log.push('left')
			return new Response('left')
		})
		await sleep(5)
		client.abort()
		expect((await leaving).status).toBe(503)
		expect(admission.waiting).toBe(0)
		first.finish()
		await (await running).text()
		expect(log).toEqual(['first'])
		expect(admission.active).toBe(0)
	})

	test('a client that stops reading an answer frees its slot (the body is cancelled)', async () => {
		const admission = createAdmission({ maxActive: 1, maxWaitMs: 5000, busy })
		const endless = new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(1024)) })
		const answer = await admission.run(get(), async () => new Response(endless))
		const reader = answer.body!.getReader()
		await reader.read()
		expect(admission.active).toBe(1)
		await reader.cancel()
		expect(admission.active).toBe(0)
	})

	test('a handler that throws frees its slot', async () => {
		const admission = createAdmission({ maxActive: 1, maxWaitMs: 5000, busy })
		await expect(admission.run(get(), () => Promise.reject(new Error('gateway down')))).rejects.toThrow('gateway down')
		expect((await admission.run(get(), async () => new Response('next'))).status).toBe(200)
	})
})

describe('the busy answer', () => {
	test('a browser gets a page in the spec’s words that tries again by itself; other clients JSON; both say when to retry', async () => {
		const page = busyResponse(get('/users/all_users', { headers: { Accept: 'text/html,application/xhtml+xml' } }))
		expect(page.status).toBe(503)
		expect(page.headers.get('Retry-After')).toBe('2')
		const html = await page.text()
		expect(html).toContain('<h1>Something went wrong</h1>')
		expect(html).toContain('Something went wrong. Please try again.')
		expect(html).toContain('<meta http-equiv="refresh" content="2">')

		const data = busyResponse(get('/users/all_users.data', { headers: { Accept: 'text/html' } }))
		expect(data.status).toBe(503)
		expect(data.headers.get('Retry-After')).toBe('2')
		expect(await data.json()).toEqual({ message: 'Something went wrong. Please try again.' })
	})
})
