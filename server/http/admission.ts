/**
 * Admission of the app's requests (documents, data requests, form posts): at most `maxActive` are
 * handled at once and the others wait in arrival order. A page read (GET or HEAD) that has waited
 * `maxWaitMs` is answered 503 with Retry-After at once, and a request whose client leaves while it
 * waits is dropped unhandled. A form post waits as long as it takes: refusing it could lose what
 * the user typed.
 *
 * Why: a process handles its requests interleaved, turn by turn. Overloaded without a limit, every
 * request it has accepted slows down together (the users page at 50 connections: p50 1.6 s, p99
 * 7 s) and many outlast their clients (200 connections: 101 timeouts in 10 s), while it goes on
 * rendering pages nobody waits for. In arrival order each request gets the process to itself for
 * as long as it needs; the queue's wait is what the load adds, and it has a bound.
 *
 * A request counts as active until its answer's body has been produced (or the client went away),
 * at most MAX_HOLD_MS: a page's loaders and render run within one turn of the event loop (the
 * embedded gateway's statements are synchronous WebAssembly calls), and what interleaves, and
 * starved the tail before, is the streaming and compression of the answers in flight. A client that
 * reads slowly holds its slot MAX_HOLD_MS at most.
 */
export type Admission = {
	run(request: Request, handle: () => Promise<Response>): Promise<Response>
	/** Requests being handled and waiting (tests, the bench). */
	readonly active: number
	readonly waiting: number
}

export type AdmissionOptions = {
	maxActive: number
	maxWaitMs: number
	/** The answer to a page read that waited too long. */
	busy: (request: Request) => Response
}

type Waiter = { admit: () => void }

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/** The longest a response holds its slot while its body is still being read. */
export const MAX_HOLD_MS = 10_000

const waitsWithoutLimit = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'

export function createAdmission({ maxActive, maxWaitMs, busy }: AdmissionOptions): Admission {
	let active = 0
	const queue: Waiter[] = []

	function release() {
		active--
		queue.shift()?.admit()
	}

	/** `response` with its slot freed once: when its body ends, fails or is cancelled, or after MAX_HOLD_MS. */
	function holdUntilSent(response: Response): Response {
		if (!response.body || NULL_BODY_STATUSES.has(response.status)) {
			release()
			return response
		}
		let held = true
		const free = () => {
			if (!held) return
			held = false
			clearTimeout(cap)
			release()
		}
		const cap = setTimeout(free, MAX_HOLD_MS)
		const reader = response.body.getReader()
		const body = new ReadableStream<Uint8Array>({
			async pull(controller) {
				try {
					const { done, value } = await reader.read()
					if (done) {
						free()
						controller.close()
					} else controller.enqueue(value)
				} catch (error) {
					free()
					controller.error(error)
				}
			},
			async cancel(reason) {
				free()
				await reader.cancel(reason)
			},
		})
		return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
	}

	/** Resolves true once admitted (the slot is then held), false if it waited too long or its client left. */
	function wait(request: Request): Promise<boolean> {
		return new Promise((resolve) => {
			const leave = () => {
				const index = queue.indexOf(waiter)
				if (index >= 0) queue.splice(index, 1)
				stop()
				resolve(false)
			}
			const timer = waitsWithoutLimit(request) ? undefined : setTimeout(leave, maxWaitMs)
			const stop = () => {
				clearTimeout(timer)
				request.signal.removeEventListener('abort', leave)
			}
			const waiter: Waiter = {
				admit() {
					stop()
					active++
					resolve(true)
				},
			}
			request.signal.addEventListener('abort', leave, { once: true })
			queue.push(waiter)
		})
	}

	return {
		async run(request, handle) {
			if (active < maxActive && queue.length === 0) active++
			else if (!(await wait(request))) return busy(request)
			let response: Response
			try {
				response = await handle()
			} catch (error) {
				release()
				throw error
			}
			return holdUntilSent(response)
		},
		get active() {
			return active
		},
		get waiting() {
			return queue.length
		},
	}
}

/** Seconds a refused client is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2

/**
 * The 503 of a page read that waited too long, in the spec's words for an unknown failure: for a
 * browser a page that tries again by itself after Retry-After, as JSON for anything else. (In
 * English: the user's language is known only once the app handles the request.)
 */
export function busyResponse(request: Request): Response {
	const headers = { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' }
	const wantsPage = (request.headers.get('Accept') ?? '').includes('text/html') && !new URL(request.url).pathname.endsWith('.data')
	if (!wantsPage) {
		return Response.json({ message: 'Something went wrong. Please try again.' }, { status: 503, headers })
	}
	const page = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_SECONDS}"><title>Something went wrong</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Something went wrong</h1>
<p>Something went wrong. Please try again.</p>
</body></html>`
	return new Response(page, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
