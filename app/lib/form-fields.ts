import * as z from 'zod/mini'

// Schema pieces for how HTML form fields post, shared by the forms' zod/mini schemas (browser and action).
// Apart from validation.ts so the sign-in page does not load them.

/** A checkbox posts "on" (or "true" from a script) or nothing. */
export const checkboxField = z.pipe(
	z.optional(z.string()),
	z.transform((value) => value === 'on' || value === 'true'),
)

/** A text input: absent is empty, the value trimmed. */
export const trimmedText = z.pipe(
	z.optional(z.string()),
	z.transform((value) => (value ?? '').trim()),
)

/** A checkbox group posts nothing, one value or several. */
export const checkboxList = z.pipe(
	z.transform((value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
	z.array(z.string().check(z.maxLength(200))).check(z.maxLength(1000)),
)
