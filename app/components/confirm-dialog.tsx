/**
 * The global confirmation dialog of spec 1 §2: title, description, optional alerts, Cancel and
 * Confirm. It is URL state: the page opens it from a `?modal=…` value and passes `closeHref`
 * (the same URL without it). Cancel is a link there, so it works without JavaScript; Confirm is
 * the submit button of a POST form to `form.action` (through a fetcher with JavaScript, so the
 * page stays in place while the action answers with its redirect and flash message).
 */
import { Link, useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import type * as React from 'react'

export type ConfirmDialogProps = {
	open: boolean
	title: string
	description: React.ReactNode
	/** Shown between the description and the buttons (e.g. `<Alert>`s). */
	alerts?: React.ReactNode
	/** Where Cancel, the close button and the backdrop lead: the page without the dialog's URL state. */
	closeHref: string
	/** The POST form the Confirm button submits: its action and hidden fields (an `intent`, a `redirectTo` …). */
	form: { action: string; fields?: Record<string, string> }
	confirmLabel?: string
	cancelLabel?: string
	destructive?: boolean
	/** Where focus goes when the dialog closes and what opened it is gone (UrlDialog's `returnFocusTo`). */
	returnFocusTo?: string
	'data-testid'?: string
}

export function ConfirmDialog({
	open,
	title,
	description,
	alerts,
	closeHref,
	form,
	confirmLabel,
	cancelLabel,
	destructive = false,
	returnFocusTo,
	'data-testid': testId,
}: ConfirmDialogProps) {
	const { t } = useTranslation()
	const fetcher = useFetcher()
	const pending = useIsPending({ fetcher })
	if (!open) return null
	return (
		<UrlDialog closeHref={closeHref} data-testid={testId} title={title} description={description} returnFocusTo={returnFocusTo}>
			{alerts ? <div className="grid gap-2">{alerts}</div> : null}
			<DialogFooter>
				<Button asChild variant="outline">
					<Link to={closeHref} replace preventScrollReset>
						{cancelLabel ?? t('cancel')}
					</Link>
				</Button>
				<fetcher.Form method="post" action={form.action}>
					{Object.entries(form.fields ?? {}).map(([name, value]) => (
						<input key={name} type="hidden" name={name} value={value} />
					))}
					<StatusButton type="submit" variant={destructive ? 'destructive' : 'default'} pending={pending} className="w-full sm:w-auto">
						{confirmLabel ?? t('confirm')}
					</StatusButton>
				</fetcher.Form>
			</DialogFooter>
		</UrlDialog>
	)
}
