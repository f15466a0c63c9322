import { formatPaths, parse, type Submission } from '@conform-to/dom'
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
	return parse(payload, { resolve: (value) => toResult(z.safeParse(schema, value)) })
}

/** The same, for schemas with async refinements (existence checks on the server). */
export function parseSubmissionAsync<Schema extends z.ZodMiniType>(
	payload: FormData | URLSearchParams,
	schema: Schema,
): Promise<Submission<z.output<Schema>, string[]>> {
	return parse(payload, { resolve: async (value) => toResult(await z.safeParseAsync(schema, value)) })
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
