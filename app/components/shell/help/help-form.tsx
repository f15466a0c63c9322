import { useFetcher, useNavigate } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FormDialogFooter } from '#app/components/form-dialog-footer.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { ErrorList } from '#app/components/ui/field.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { TranslateValues } from '#app/i18n/translator.ts'
import { ENHANCED_FIELD } from '#app/lib/modals.ts'
import { type lazyValidator } from '#app/lib/use-lazy-validation.ts'
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

/** What a drawer hands its form: the overlay's data, where Close leads, and the fetcher with its reply. */
export type HelpFormProps<Data> = { data: Data; closeHref: string } & ReturnType<typeof useHelpFetcher>

/**
 * The hidden fields of a drawer's form: the page to go back to, and once hydrated ENHANCED_FIELD (the
 * action then answers the fetcher in place instead of redirecting).
 */
export function HelpFormHiddenFields({ closeHref }: { closeHref: string }) {
	const hydrated = useHydrated()
	return (
		<>
			<input type="hidden" name="redirectTo" value={closeHref} />
			{hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
		</>
	)
}

/**
 * A drawer's form and its thank-you: the fetcher with its reply, and whether the form was sent (now,
 * or before, on the no-JavaScript success page). The thank-you closes by itself after `closeAfterMs`
 * (spec 1 §2), back to where the drawer was opened.
 */
export function useHelpDrawer({
	pageReply,
	closeHref,
	closeAfterMs,
	sentBefore = false,
}: {
	pageReply: HelpFormReply | undefined
	closeHref: string
	closeAfterMs: number
	sentBefore?: boolean
}) {
	const navigate = useNavigate()
	const { fetcher, reply } = useHelpFetcher(pageReply)
	const sent = sentBefore || reply?.sent === true
	useCloseAfter(sent, closeAfterMs, () => navigate(closeHref, { replace: true, preventScrollReset: true }))
	return { fetcher, reply, sent }
}

/** conform for a help form (useLazyForm), and its messages translated with the form's limits. */
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
	const [form, fields] = useLazyForm({ id, lastResult: reply?.result, defaultValue, constraint, loadValidation })
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
