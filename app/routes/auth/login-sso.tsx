import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, redirectDocument } from 'react-router'
import { requireGuest } from '#app/auth/guards.server.ts'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { GatewayError } from '#app/gateway/errors.ts'
import { getSsoLoginLink } from '#app/gateway/user.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { SsoLoginSchema } from './login-schema.ts'

export const handle = SIGN_IN_TEXTS

const loadValidation = lazyValidator(() => import('./login-schema.ts').then((m) => m.SsoLoginSchema))
import { SSO_FAILURE_CODES } from './sso-failures.ts'
import type { Route } from './+types/login-sso'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:sso.title')

export async function loader({ request, url }: Route.LoaderArgs) {
	await requireGuest({ request, url })
	return { constraint: getZodConstraint(SsoLoginSchema) }
}

/** spec 1 §4 "SSO login": the email is submitted, the reply carries a link and the browser goes to it. */
export async function action({ request, url }: Route.ActionArgs) {
	await requireGuest({ request, url })
	const submission = parseSubmission(await request.formData(), SsoLoginSchema)
	if (submission.status !== 'success') return data({ result: submission.reply(), failure: null }, { status: 400 })
	try {
		const { link } = await getSsoLoginLink(submission.value.email)
		if (!/^https?:\/\//.test(link)) throw new Error(`SSO link is not an http(s) address: ${link}`)
		// A document navigation: the identity provider is not a page of this app, even on our origin.
		return redirectDocument(link)
	} catch (error) {
		if (error instanceof GatewayError && error.code && (SSO_FAILURE_CODES as readonly string[]).includes(error.code)) {
			return redirect(`/sso_fail?${new URLSearchParams({ error: error.code })}`)
		}
		if (!(error instanceof GatewayError) || !error.expected) console.error(error)
		const message = error instanceof GatewayError && error.expected ? error.message : null
		return data({ result: submission.reply(), failure: message }, { status: 400 })
	}
}

export default function LoginSso({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const submitting = useIsPending()
	const [form, fields] = useForm({
		id: 'login-sso',
		lastResult: actionData?.result,
		constraint: loaderData.constraint,
		// First check on submit, as on the password sign-in (autofocused field, one button).
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const failure = actionData ? actionData.failure : undefined
	return (
		<AuthLayout title={t('auth:sso.title')}>
			<p className="mb-4 text-sm text-muted-foreground">{t('auth:sso.description')}</p>
			{failure !== undefined && actionData?.result?.status !== 'error' ? (
				<Alert variant="destructive" className="mb-4">
					<AlertDescription>{failure ?? t('auth:login.unknown')}</AlertDescription>
				</Alert>
			) : null}
			<Form method="post" {...getFormProps(form)} className="grid gap-4">
				<Field label={t('auth:login.email')} errors={translateErrors(t, fields.email.errors)}>
					<Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="username" autoFocus />
				</Field>
				<StatusButton type="submit" pending={submitting}>
					{t('auth:sso.submit')}
				</StatusButton>
			</Form>
			<p className="mt-6 text-center text-sm">
				<Link className="text-primary underline underline-offset-4 hover:no-underline" to="/login">
					{t('auth:sso.withPassword')}
				</Link>
			</p>
		</AuthLayout>
	)
}
