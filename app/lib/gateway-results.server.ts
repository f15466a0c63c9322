import { sessionEndingResponse } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { GatewayError } from '#app/gateway/errors.ts'

/**
 * What loaders and actions make of gateway calls that fail: the message the user sees, reads that
 * fail without taking the page down (toasts: `#app/lib/toast.server.ts`).
 */

export type Settled<T> = { ok: true; value: T } | { ok: false; failure: UiMessage }

/** What a failed gateway call tells the user: the gateway's own text when it is an expected error. */
export function gatewayFailure(error: unknown): UiMessage {
	if (error instanceof GatewayError && error.expected && error.message) return { message: error.message, raw: true }
	console.error(error)
	return { message: 'common:tryAgain' }
}

/**
 * Runs one gateway read for a loader. A session-ending error (disabled company, expired session)
 * ends the session; any other failure becomes a message for the page, which keeps its other data.
 */
export async function settle<T>(request: Request, read: () => Promise<T>): Promise<Settled<T>> {
	try {
		return { ok: true, value: await read() }
	} catch (error) {
		return { ok: false, failure: await writeFailure(error, request) }
	}
}

/** For actions: rethrows a session-ending error, else returns the message to show. */
export async function writeFailure(error: unknown, request: Request): Promise<UiMessage> {
	const ending = await sessionEndingResponse(error, request)
	if (ending) throw ending
	return gatewayFailure(error)
}
