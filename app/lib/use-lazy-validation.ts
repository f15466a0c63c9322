import { useEffect, useState } from 'react'
import type { Submission } from '@conform-to/dom'
import type { ZodMiniType } from 'zod/mini'

type Validate = (context: { formData: FormData }) => Submission<unknown, string[]>

/**
 * Browser-side validation that arrives when the user starts using the form: the
 * schema and zod load in their own chunk on the first keystroke, click or blur,
 * so they are not part of the page's first-load JavaScript (the sign-in budget).
 * Until then conform validates on the server (a submission with a "validate"
 * intent, which actions answer with the errors and nothing else), and without
 * JavaScript the submit itself is validated there, with the same schema and
 * messages. Native constraints come from the loader (getZodConstraint).
 */
export function useLazyValidation(
	load: () => Promise<(formData: FormData) => Submission<unknown, string[]>>,
	/**
	 * 'used' (the default): on the first sign of use. 'mounted': as soon as the form is drawn, for a form
	 * used at once whose page loads the schema anyway, so that a field left in the first moments is not
	 * checked by the server (a post that reloads the page's data and can leave a stale message).
	 */
	{ when = 'used' }: { when?: 'used' | 'mounted' } = {},
): Validate | undefined {
	const [validate, setValidate] = useState<Validate>()
	useEffect(() => {
		let live = true
		// Any sign of use starts the load; typing that happened before hydration shows up as a blur.
		const events = ['input', 'keydown', 'pointerdown', 'focusout'] as const
		const start = () => {
			for (const type of events) document.removeEventListener(type, start, true)
			void load().then((parse) => {
				if (live)
					setValidate(
						() =>
							({ formData }: { formData: FormData }) =>
								parse(formData),
					)
			})
		}
		if (when === 'mounted') start()
		else for (const type of events) document.addEventListener(type, start, true)
		return () => {
			live = false
			for (const type of events) document.removeEventListener(type, start, true)
		}
		// The loader is a module import and `when` a constant: neither changes for a mounted form.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	return validate
}

/** A validator for useLazyValidation from a schema that is itself imported lazily. */
export function lazyValidator<Schema extends ZodMiniType>(loadSchema: () => Promise<Schema>) {
	return () =>
		Promise.all([import('./forms.ts'), loadSchema()]).then(
			([forms, schema]) =>
				(formData: FormData) =>
					forms.parseSubmission(formData, schema) as Submission<unknown, string[]>,
		)
}
