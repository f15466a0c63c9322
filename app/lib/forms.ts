import { INTENT, STATE, formatPaths, parse, type Submission } from '@conform-to/dom'
import * as z from 'zod/mini'

/**
 * conform's submission parsing with zod/mini schemas. The schemas are shared by
 * the browser (instant messages) and the action (the authority); zod/mini keeps
 * them small enough for the sign-in page's JavaScript budget, which full zod and
 * @conform-to/zod's coercion would not.
 *
 * Empty inputs arrive as '' (not undefined): schemas say "required" with
 * minLength(1), and optional fields accept ''.
 */
export function parseSubmission<Schema extends z.ZodMiniType>(
	payload: FormData | URLSearchParams,
	schema: Schema,
): Submission<z.output<Schema>, string[]> {
	return forValidatedFieldOnly(payload, parse(payload, { resolve: (value) => toResult(z.safeParse(schema, value)) }))
}

/** The same, for schemas with async refinements (existence checks on the server). */
export async function parseSubmissionAsync<Schema extends z.ZodMiniType>(
	payload: FormData | URLSearchParams,
	schema: Schema,
): Promise<Submission<z.output<Schema>, string[]>> {
	return forValidatedFieldOnly(payload, await parse(payload, { resolve: async (value) => toResult(await z.safeParseAsync(schema, value)) }))
}

/**
 * Until the browser's validation has loaded (use-lazy-validation.ts), conform validates a field on the
 * server when the user leaves it. Its reply speaks for that field only: every other field's error goes
 * back as null, which conform reads as "keep what is shown". Otherwise the other fields would be judged
 * by the values they had when the field was left, and one typed into since would show 'Field is
 * required' under its text (seen in the SSO form on a slow machine). A submit, or a validation of the
 * whole form, answers for every field as before.
 */
function forValidatedFieldOnly<T>(payload: FormData | URLSearchParams, submission: Submission<T, string[]>): Submission<T, string[]> {
	const field = validatedField(payload.get(INTENT))
	// The reply reads this very object (conform's createSubmission): set the other fields there.
	if (field === null || submission.status === 'success' || !submission.error) return submission
	const error: Record<string, string[] | null> = submission.error
	const isOther = (name: string) => name !== field && !name.startsWith(`${field}.`) && !name.startsWith(`${field}[`)
	for (const name of [...Object.keys(error), ...payload.keys()]) {
		if (name !== INTENT && name !== STATE && isOther(name)) error[name] = null
	}
	return submission
}

/** The field a conform "validate" intent names, or null (another intent, the whole form, or none). */
function validatedField(serialized: FormDataEntryValue | null): string | null {
	if (typeof serialized !== 'string') return null
	try {
		const intent = JSON.parse(serialized) as { type?: unknown; payload?: { name?: unknown } }
		return intent.type === 'validate' && typeof intent.payload?.name === 'string' && intent.payload.name !== '' ? intent.payload.name : null
	} catch {
		return null
	}
}

function toResult<T>(result: { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } }) {
	if (result.success) return { value: result.data }
	const error: Record<string, string[]> = {}
	for (const issue of result.error.issues) {
		const name = formatPaths(issue.path.filter((p): p is string | number => typeof p !== 'symbol'))
		// One message per field, the first rule it breaks ('Please enter Your Email.' before 'Invalid email format').
		error[name] ??= [issue.message]
	}
	return { error }
}
