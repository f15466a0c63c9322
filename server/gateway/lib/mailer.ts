import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { outbox } from '../db/schema.ts'
import type { GatewayDb, Queryable } from '../db/types.ts'

export type OutgoingEmail = {
	to: string
	subject: string
	text: string
	kind: string
	/** An HTML part (a phishing simulation email); `text` is its fallback. */
	html?: string | null
	/** A phishing simulation email's delivery token (the mailbox's report button). */
	trackingToken?: string | null
}

/**
 * A phishing simulation email's sender: its text's first line "From: {name} <{email}>" (the outbox has no
 * sender column), and the text without it.
 */
export function simulatedSender(text: string): { from: string; text: string } | null {
	const match = /^From: ([^\r\n]+)\r?\n/.exec(text)
	if (!match) return null
	return { from: match[1]!, text: text.slice(match[0].length).replace(/^\r?\n/, '') }
}

const MAX_ATTEMPTS = 3

/**
 * Every email goes into the outbox table (inside the caller's transaction); when an SMTP URL is
 * configured, unsent rows are delivered after the request by `flush()`.
 */
export function createMailer(db: GatewayDb, options: { smtpUrl?: string; from?: string; now: () => Date }) {
	const transporter: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
	const from = options.from ?? 'Security Awareness Platform <no-reply@platform.test>'
	let running: Promise<void> | null = null
	let again = false

	async function deliverPending(): Promise<void> {
		if (!transporter) return
		for (;;) {
			const batch = await db
				.select()
				.from(outbox)
				.where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
				.orderBy(asc(outbox.id))
				.limit(20)
			if (batch.length === 0) return
			for (const message of batch) {
				// Claimed before it goes out (marked sent, one more attempt), so that of several processes
				// delivering from one database (the console's workers) exactly one sends it; a failure
				// gives it back. A process that dies mid-send loses that message rather than sending it twice.
				const [claimed] = await db
					.update(outbox)
					.set({ sentAt: options.now(), attempts: message.attempts + 1, error: null })
					.where(and(eq(outbox.id, message.id), isNull(outbox.sentAt), eq(outbox.attempts, message.attempts)))
					.returning({ id: outbox.id })
				if (!claimed) continue
				try {
					// A simulation email goes out as its template's sender, with its HTML (the text is the fallback).
					const simulated = message.trackingToken ? simulatedSender(message.text) : null
					await transporter.sendMail({
						from: simulated?.from ?? from,
						to: message.to,
						subject: message.subject,
						text: simulated?.text ?? message.text,
						...(message.html ? { html: message.html } : {}),
					})
				} catch (error) {
					await db
						.update(outbox)
						.set({ sentAt: null, error: error instanceof Error ? error.message : String(error) })
						.where(eq(outbox.id, message.id))
				}
			}
		}
	}

	return {
		enabled: transporter !== null,
		async queue(q: Queryable, email: OutgoingEmail): Promise<number> {
			const [row] = await q
				.insert(outbox)
				.values({
					to: email.to.toLowerCase(),
					subject: email.subject,
					text: email.text,
					html: email.html ?? null,
					trackingToken: email.trackingToken ?? null,
					kind: email.kind,
					createdAt: options.now(),
				})
				.returning({ id: outbox.id })
			return row!.id
		},
		/** Queues several emails with one insert per 500 (a campaign notifying every assigned user). */
		async queueMany(q: Queryable, emails: OutgoingEmail[]): Promise<void> {
			if (emails.length === 0) return
			const createdAt = options.now()
			for (let i = 0; i < emails.length; i += 500) {
				await q.insert(outbox).values(
					emails.slice(i, i + 500).map((email) => ({
						to: email.to.toLowerCase(),
						subject: email.subject,
						text: email.text,
						html: email.html ?? null,
						trackingToken: email.trackingToken ?? null,
						kind: email.kind,
						createdAt,
					})),
				)
			}
		},
		/** Starts delivery of unsent messages in the background (no-op without SMTP). */
		flush(): void {
			if (!transporter) return
			if (running) {
				again = true
				return
			}
			running = (async () => {
				do {
					again = false
					await deliverPending().catch((error) => console.error('[gateway] email delivery failed', error))
				} while (again)
			})().finally(() => {
				running = null
			})
		},
		async close(): Promise<void> {
			await running
			transporter?.close()
		},
	}
}

export type Mailer = ReturnType<typeof createMailer>
