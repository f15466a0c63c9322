import { Readable } from 'node:stream'
import { type ReadableStream as WebReadableStream } from 'node:stream/web'
import { parse } from 'csv-parse'
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '#server/shared/csv-cells.ts'

/**
 * A CSV export handed to the browser (Security: "CSV exports are safe to open in a spreadsheet"): the
 * gateway's CSV is read record by record and written again through the one cell rule
 * (#server/shared/csv-cells.ts), so a cell a spreadsheet would run as a formula arrives as text even
 * from a gateway that did not neutralise it. Streamed: a large export is never held in memory. The
 * header row is replaced by the reader's language when `header` is given (same column count).
 */
export function safeCsvDownload(gatewayReply: Response, { filename, header }: { filename: string; header?: string[] }): Response {
	const body = gatewayReply.body
	const records = (body ? Readable.fromWeb(body as WebReadableStream) : Readable.from([])).pipe(
		parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
	)
	const iterator: AsyncIterator<string[]> = records[Symbol.asyncIterator]()
	const encoder = new TextEncoder()
	let first = true
	const stream = new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(encoder.encode(CSV_BOM))
		},
		async pull(controller) {
			try {
				const next = await iterator.next()
				if (next.done) return controller.close()
				const record = first && header ? header : next.value
				first = false
				controller.enqueue(encoder.encode(csvLine(record)))
			} catch (error) {
				// A gateway that breaks off mid-export: the download fails (the browser says so) rather than end short.
				controller.error(error)
			}
		},
		cancel(reason) {
			records.destroy(reason instanceof Error ? reason : undefined)
		},
	})
	return new Response(stream, {
		headers: {
			'Content-Type': CSV_CONTENT_TYPE,
			'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
