import { getFormProps, getInputProps } from '@conform-to/react'
import { Link, useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { modalHref } from './profile-header.tsx'
import { INTENT, type DELETE_CONSTRAINT } from './profile-url.ts'
import type { ProfileReply, ProfileUser } from './profile.server.ts'

const loadDeleteValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.DeleteUserSchema))

/**
 * Delete (`?modal=delete`): the user types 'I confirm deletion' (spec 1 §5); the messages are the
 * spec's, and what was typed stays after a refused submit.
 */
export function DeleteUserDialog({
	user,
	constraint,
	reply,
}: {
	user: ProfileUser
	constraint: typeof DELETE_CONSTRAINT
	reply?: ProfileReply
}) {
	const { t } = useTranslation('profile')
	const location = useLocation()
	const closeHref = modalHref(location, null)
	const [form, fields] = useLazyForm({ id: 'delete-user', lastResult: reply?.result, constraint, loadValidation: loadDeleteValidation })
	const submitting = useIsPending({ intent: INTENT.delete })
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="delete-dialog"
			title={t('delete.title')}
			description={t('delete.description', { name: user.fullName, email: user.email })}
		>
			<FailureAlert t={t} failure={reply?.failure} />
			<IntentForm intent={INTENT.delete} {...getFormProps(form)} className="grid gap-4">
				<Field label={t('delete.phraseLabel')} errors={translateErrors(t, fields.confirmation.errors)}>
					<Input {...getInputProps(fields.confirmation, { type: 'text' })} autoComplete="off" spellCheck={false} />
				</Field>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<DialogFooter>
					<Button asChild variant="outline">
						<Link to={closeHref} replace preventScrollReset>
							{t('common:cancel')}
						</Link>
					</Button>
					<StatusButton type="submit" variant="destructive" pending={submitting}>
						{t('delete.confirm')}
					</StatusButton>
				</DialogFooter>
			</IntentForm>
		</UrlDialog>
	)
}
