import { BodyTooLarge } from './body-limits.ts'
import type { IncomingMessage } from 'node:http'

export class ClientAbortedBody extends Error {
	constructor() {
		super('The client closed the connection before the whole request body arrived')
		this.name = 'ClientAbortedBody'
	}
}

export type RequestBody = {
	stream: ReadableStream<Uint8Array>
	/** Whether the stream ended or failed (the body was read to its end, cut off, or broken off by the client). */
	readonly settled: boolean
	/** Stops reading into the stream (its reader is gone): what is left of the body stays in Node's hands. */
	release(): void
}

/**
 * A request's body as a web stream read on demand: the Node stream stays paused until the reader
 * asks for a chunk and pauses again once it has one (a queue of nothing: highWaterMark 0), so a
 * slow reader holds at most a chunk or two and a client is never read faster than the app reads
 * (nothing at all for a handler that never reads the body). The stream closes
 * or fails exactly once, and nothing is enqueued after it did or after the reader cancelled.
 * A body that grows past `limit` fails the stream with BodyTooLarge and calls onTooLarge.
 */
export function createRequestBody(
	req: IncomingMessage,
	limit: number,
	onTooLarge: (error: BodyTooLarge) => void,
	onFirstPull: () => void = () => {},
): RequestBody {
	let settled = false
	let pulled = false
	let received = 0
	let controller!: ReadableStreamDefaultController<Uint8Array>

	const detach = () => {
		req.off('data', onData)
		req.off('end', onEnd)
		req.off('error', onError)
		req.off('close', onClose)
	}
	/** Ends the stream once: the first of end, error, too large, client abort or cancel wins. */
	const settle = (finish: () => void) => {
		if (settled) return
		settled = true
		detach()
		req.pause()
		try {
			finish()
		} catch {
			// The stream was already closed or errored by its reader: nothing left to tell it.
		}
	}

	function onData(chunk: Buffer) {
		if (settled) return
		received += chunk.byteLength
		if (received > limit) {
			const error = new BodyTooLarge(limit)
			settle(() => controller.error(error))
			onTooLarge(error)
			return
		}
		try {
			controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
		} catch {
			settle(() => {})
			return
		}
		if ((controller.desiredSize ?? 0) <= 0) req.pause()
	}
	function onEnd() {
		settle(() => controller.close())
	}
	function onError(error: Error) {
		settle(() => controller.error(error))
	}
	function onClose() {
		// 'close' before 'end': the connection went away mid-body.
		settle(() => controller.error(new ClientAbortedBody()))
	}

	const stream = new ReadableStream<Uint8Array>(
		{
			start(c) {
				controller = c
				req.on('data', onData)
				req.on('end', onEnd)
				req.on('error', onError)
				req.on('close', onClose)
				// Attaching 'data' starts the flow: nothing is read before the first pull.
				req.pause()
			},
			pull() {
				if (settled) return
				if (!pulled) {
					pulled = true
					onFirstPull()
				}
				req.resume()
			},
			cancel() {
				settle(() => {})
			},
		},
		new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
	)

	return {
		stream,
		get settled() {
			return settled
		},
		release() {
			settle(() => controller.error(new Error('The request is over')))
		},
	}
}
