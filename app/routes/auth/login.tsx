import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form, Link, useSearchParams } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { MfaCodeSchema } from '#app/auth/account-schemas.ts'
import { requireGuest } from '#app/auth/guards.server.ts'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { LOGIN_INTENT, type LoginFailure } from './login-intents.ts'
import { LoginSchema } from './login-schema.ts'
import { loginAction } from './login.server.ts'
import type { Route } from './+types/login'

export const handle = SIGN_IN_TEXTS

const loadLoginValidation = lazyValidator(() => import('./login-schema.ts').then((m) => m.LoginSchema))
const loadMfaValidation = lazyValidator(() => import('#app/auth/account-schemas.ts').then((m) => m.MfaCodeSchema))

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:login.title')

export async function loader({ request, url }: Route.LoaderArgs) {
	const session = await requireGuest({ request, url })
	const mfa = session.get('mfa')
	return {
		mfa: mfa ? { email: mfa.email, canResend: mfa.sendsLeft > 0 } : null,
		constraint: mfa ? getZodConstraint(MfaCodeSchema) : getZodConstraint(LoginSchema),
	}
}

export async function action({ request, url }: Route.ActionArgs) {
	await requireGuest({ request, url })
	return loginAction(request)
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('auth')
	return (
		<AuthLayout title={loaderData.mfa ? t('mfa.title') : t('login.title')}>
			{loaderData.mfa ? (
				<MfaForm
					email={loaderData.mfa.email}
					canResend={loaderData.mfa.canResend}
					constraint={loaderData.constraint}
					actionData={actionData}
				/>
			) : (
				<PasswordForm constraint={loaderData.constraint} actionData={actionData} />
			)}
		</AuthLayout>
	)
}

function FailureAlert({ failure }: { failure: LoginFailure | null | undefined }) {
	const { t } = useTranslation()
	if (!failure || failure.field) return null
	return (
		<Alert variant="destructive" className="mb-4">
			<AlertDescription>{failure.raw ? failure.message : t(failure.message)}</AlertDescription>
		</Alert>
	)
}

type Constraint = Route.ComponentProps['loaderData']['constraint']

function PasswordForm({ constraint, actionData }: { constraint: Constraint; actionData: Route.ComponentProps['actionData'] }) {
	const { t } = useTranslation()
	const [searchParams] = useSearchParams()
	const submitting = useIsPending()
	const failure = actionData?.failure
	const [form, fields] = useForm({
		id: 'login',
		lastResult: actionData?.result,
		constraint,
		// First check on submit: a message appearing on blur of the autofocused email would move the
		// Log In button under the pointer mid-click.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadLoginValidation),
	})
	const failureFor = (field: 'email' | 'password') => (failure?.field === field ? [failure.raw ? failure.message : t(failure.message)] : [])
	const redirectTo = searchParams.get('redirectTo') ?? ''
	return (
		<>
			<FailureAlert failure={failure} />
			<Form method="post" {...getFormProps(form)} className="grid gap-4">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<Field label={t('auth:login.email')} errors={[...(translateErrors(t, fields.email.errors) ?? []), ...failureFor('email')]}>
					<Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="username" autoFocus />
				</Field>
				<Field label={t('auth:login.password')} errors={[...(translateErrors(t, fields.password.errors) ?? []), ...failureFor('password')]}>
					<Input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" />
				</Field>
				<ErrorList id={form.errorId} errors={translateErrors(t, form.errors)} />
				<StatusButton type="submit" name="intent" value={LOGIN_INTENT.login} pending={submitting}>
					{t('auth:login.submit')}
				</StatusButton>
			</Form>
			<div className="mt-6 grid gap-2 text-center text-sm">
				<Link
					className="text-primary underline underline-offset-4 hover:no-underline"
					to={`/login/sso${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ''}`}
				>
					{t('auth:login.withSso')}
				</Link>
				<p className="text-muted-foreground">
					{t('auth:login.noAccount')}{' '}
					<Link className="text-primary underline underline-offset-4 hover:no-underline" to="/register">
						{t('auth:login.register')}
					</Link>
				</p>
			</div>
		</>
	)
}

function MfaForm({
	email,
	canResend,
	constraint,
	actionData,
}: {
	email: string
	canResend: boolean
	constraint: Constraint
	actionData: Route.ComponentProps['actionData']
}) {
	const { t } = useTranslation()
	const submitting = useIsPending()
	const failure = actionData?.failure as LoginFailure | null | undefined
	const [form, fields] = useForm({
		id: 'mfa',
		lastResult: actionData?.result,
		constraint,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadMfaValidation),
	})
	const locked = failure?.locked ?? false
	const codeValid = /^\d{6}$/.test(String(fields.code.value ?? ''))
	const hydrated = useHydrated()
	return (
		<>
			<p className="mb-4 text-sm text-muted-foreground">{t('auth:mfa.description', { email })}</p>
			<FailureAlert failure={failure} />
			<Form method="post" {...getFormProps(form)} className="grid gap-4">
				<Field label={t('auth:mfa.code')} errors={translateErrors(t, fields.code.errors)}>
					<Input
						{...getInputProps(fields.code, { type: 'text' })}
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={6}
						pattern="\d{6}"
						autoFocus
					/>
				</Field>
				{/* Without JavaScript the server validates; once hydrated, Verify waits for six digits. */}
				<StatusButton
					type="submit"
					name="intent"
					value={LOGIN_INTENT.verifyCode}
					pending={submitting}
					disabled={locked || (hydrated && !codeValid)}
				>
					{t('auth:mfa.submit')}
				</StatusButton>
			</Form>
			<Form method="post" className="mt-4 flex flex-wrap justify-between gap-2">
				{canResend && !locked ? (
					<Button type="submit" variant="link" name="intent" value={LOGIN_INTENT.resendCode} className="px-0">
						{t('auth:mfa.resend')}
					</Button>
				) : (
					<span />
				)}
				<Button type="submit" variant="link" name="intent" value={LOGIN_INTENT.cancelMfa} className="px-0">
					{t('auth:mfa.back')}
				</Button>
			</Form>
		</>
	)
}
