import { data } from 'react-router'
import { sessionEndingResponse } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { gatewayFailure } from '#app/lib/gateway-results.server.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import type { HelpFormReply } from './form-reply.ts'
import type { SubmissionResult } from '@conform-to/react'
import type * as z from 'zod/mini'

/** The marketing-tracking cookie whose value goes with support tickets and sales quotes (spec 1 §3). */
export const TRACKING_COOKIE = 'hubspotutk'

/** The marketing-tracking cookie's value, if the browser has one. */
export function trackingCookie(request: Request): string | null {
	const header = request.headers.get('Cookie')
	if (!header) return null
	for (const part of header.split(';')) {
		const eq = part.indexOf('=')
		if (eq < 0 || part.slice(0, eq).trim() !== TRACKING_COOKIE) continue
		const value = part.slice(eq + 1).trim()
		try {
			return value ? decodeURIComponent(value) : null
		} catch {
			return value
		}
	}
	return null
}

/**
 * Reads a help form's post: where it returns to (same-origin, else home) and the submission. An
 * invalid one comes back as `invalid`, the 400 reply with the errors and every typed value.
 */
export async function readHelpForm<Schema extends z.ZodMiniType>(request: Request, schema: Schema) {
	const formData = await request.formData()
	const redirectTo = safeRedirectPath(formData.get('redirectTo'), '/home')
	const submission = parseSubmission(formData, schema)
	if (submission.status !== 'success') {
		return { invalid: data<HelpFormReply>({ result: submission.reply(), redirectTo }, { status: 400 }) } as const
	}
	return {
		invalid: null,
		submission,
		redirectTo,
		/** Posted by a hydrated page: the form stays in place and is answered with data. */
		enhanced: formData.get(ENHANCED_FIELD) === '1',
	} as const
}

/**
 * A failed gateway call of a help form: an ended session goes on to sign-in (thrown); anything else
 * is answered with the form as typed and the failure above it.
 */
export async function helpFormFailure(error: unknown, request: Request, submission: SubmissionAnswer, redirectTo: string) {
	const ending = await sessionEndingResponse(error, request)
	if (ending) throw ending
	return data<HelpFormReply>({ result: submission.reply(), failure: gatewayFailure(error), redirectTo }, { status: 400 })
}

type SubmissionAnswer = { reply: () => SubmissionResult<string[]> }
