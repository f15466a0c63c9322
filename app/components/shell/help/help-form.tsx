import { useForm } from '@conform-to/react'
import { useFetcher, useNavigate } from 'react-router'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { ErrorList } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { TranslateValues } from '#app/i18n/translator.ts'
import { type lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { useCloseAfter } from './use-close-after.ts'
import type { HelpFormReply } from './form-reply.ts'
import type { Constraint } from '@conform-to/dom'

/** What the help overlays are given by the shell: their loader data, where Close leads, and a no-JavaScript reply. */
export type HelpOverlayProps<Data> = {
	data: Data
	closeHref: string
	/** The action's answer when the form was posted as a page (no JavaScript). */
	reply?: HelpFormReply
}

/** A help form posts through a fetcher with JavaScript; without it, the action's answer is the page's reply. */
export function useHelpFetcher(pageReply: HelpFormReply | undefined) {
	const fetcher = useFetcher<HelpFormReply>()
	return { fetcher, reply: fetcher.data ?? pageReply }
}

/** A drawer's thank-you closes by itself after `ms` (spec 1 §2), back to where the drawer was opened. */
export function useCloseWhenSent(sent: boolean, ms: number, closeHref: string) {
	const navigate = useNavigate()
	useCloseAfter(sent, ms, () => navigate(closeHref, { replace: true, preventScrollReset: true }))
}

/**
 * conform for a help form, and its messages translated with the form's limits. The schema loads
 * lazily (useLazyValidation); until the first Submit nothing is checked.
 */
export function useHelpForm({
	id,
	reply,
	defaultValue,
	constraint,
	loadValidation,
	messageValues,
}: {
	id: string
	reply: HelpFormReply | undefined
	defaultValue: Record<string, string>
	constraint: Record<string, Constraint>
	loadValidation: ReturnType<typeof lazyValidator>
	/** The values the messages name, e.g. a field's maximum length. */
	messageValues: TranslateValues
}) {
	const { t } = useTranslation('help')
	const [form, fields] = useForm({
		id,
		lastResult: reply?.result,
		defaultValue,
		constraint,
		// First check on Submit: a message appearing on blur would move Submit from under the pointer.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const err = (errors: string[] | undefined) => translateErrors(t, errors, messageValues)
	return { form, fields, err }
}

/** The end of every help form: the form's own errors, then Cancel and Submit. */
export function HelpFormEnd({ errorId, errors, pending }: { errorId: string; errors: string[] | undefined; pending: boolean }) {
	const { t } = useTranslation('help')
	return (
		<>
			<ErrorList id={errorId} errors={errors} />
			<FormDialogFooter cancelLabel={t('cancel')} submitLabel={t('submit')} pending={pending} />
		</>
	)
}
