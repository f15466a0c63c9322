import { useForm, type SubmissionResult } from '@conform-to/react'
import { type lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import type { Constraint } from '@conform-to/dom'

/**
 * conform's useForm as the console's forms use it: the action's last reply, the loader's native
 * constraints, and the schema loaded on first use (useLazyValidation). The first check comes on
 * `validateOn` (Submit unless said: a message appearing on blur would move Submit from under the
 * pointer), and every input checks again after it.
 */
export function useLazyForm({
	id,
	lastResult,
	defaultValue,
	constraint,
	loadValidation,
	validateOn = 'onSubmit',
}: {
	id: string
	lastResult: SubmissionResult<string[]> | null | undefined
	defaultValue?: Record<string, string>
	constraint?: Record<string, Constraint>
	loadValidation: ReturnType<typeof lazyValidator>
	validateOn?: 'onSubmit' | 'onBlur' | 'onInput'
}) {
	return useForm({
		id,
		lastResult,
		defaultValue,
		constraint,
		shouldValidate: validateOn,
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
}
