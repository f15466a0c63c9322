import { getFormProps } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { ChangePasswordSchema } from '#app/auth/account-schemas.ts'
import { changeOwnPassword } from '#app/auth/change-own-password.server.ts'
import { requireViewer, sessionEndingResponse } from '#app/auth/guards.server.ts'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { OwnPasswordFields, useOwnPasswordForm } from '#app/components/own-password-form.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { GatewayError } from '#app/gateway/errors.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { passwordRuleResults } from '#app/lib/password-rules.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import type { Route } from './+types/change-password'

export const handle = SIGN_IN_TEXTS

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:changePassword.title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { allowTemporaryPassword: true })
	return { temporary: viewer.user.temporary_password, constraint: getZodConstraint(ChangePasswordSchema) }
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { allowTemporaryPassword: true })
	const formData = await args.request.formData()
	const passwordRules = passwordRuleResults(String(formData.get('password') ?? ''))
	const submission = parseSubmission(formData, ChangePasswordSchema)
	const hidden = { hideFields: ['currentPassword', 'password', 'confirmPassword'] }
	if (submission.status !== 'success') {
		return data({ result: submission.reply(hidden), passwordRules, failure: null }, { status: 400 })
	}
	try {
		const refused = await changeOwnPassword(args.request, viewer.token, submission.value)
		if (refused)
			return data({ result: submission.reply({ ...hidden, fieldErrors: refused }), passwordRules, failure: null }, { status: 400 })
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		const failure = error instanceof GatewayError && error.expected ? error.message : 'Something went wrong. Please try again.'
		return data({ result: submission.reply(hidden), passwordRules, failure }, { status: 400 })
	}
	return redirectWithToast(args.request, '/', { type: 'success', message: 'auth:changePassword.changed' })
}

/** Forced after a temporary password (spec 1 §2): no navigation, toolbar or footer. */
export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const submitting = useIsPending()
	const [form, fields] = useOwnPasswordForm({ id: 'change-password', lastResult: actionData?.result, constraint: loaderData.constraint })
	return (
		<AuthLayout title={t('auth:changePassword.title')}>
			{loaderData.temporary ? <p className="mb-4 text-sm text-muted-foreground">{t('auth:changePassword.description')}</p> : null}
			{actionData?.failure ? (
				<Alert variant="destructive" className="mb-4">
					<AlertDescription>{actionData.failure}</AlertDescription>
				</Alert>
			) : null}
			<Form method="post" {...getFormProps(form)} className="grid gap-4">
				<OwnPasswordFields
					fields={fields}
					serverRules={actionData?.passwordRules}
					passwordLabel={t('auth:changePassword.password')}
					confirmPasswordLabel={t('auth:changePassword.confirmPassword')}
				/>
				<StatusButton type="submit" pending={submitting}>
					{t('auth:changePassword.submit')}
				</StatusButton>
			</Form>
			{/* The page has no console chrome; this is the way out without changing the password. */}
			<Form method="post" action="/logout" className="mt-4 text-center">
				<Button type="submit" variant="link">
					{t('logout')}
				</Button>
			</Form>
		</AuthLayout>
	)
}
