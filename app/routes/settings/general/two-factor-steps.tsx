import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, useFetcher } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { translateErrors } from '#app/components/form-errors.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { TWO_FACTOR_ACTION, TWO_FACTOR_INTENT } from './two-factor-url.ts'
import type { TwoFactorData } from './two-factor.server.ts'

// The 6-digit rule of the sign-in MFA form (spec 1 §5), loaded when the user starts typing.
const loadCodeValidation = lazyValidator(() => import('#app/auth/account-schemas.ts').then((m) => m.MfaCodeSchema))

type Reply = { result?: SubmissionResult<string[]> }

/** The flow's step the server drew from `?twoFactor=` (TwoFactorSection): its password or code form. */
export function TwoFactorStepForm({ data }: { data: TwoFactorData }) {
	if (data.step === 'password') return <PasswordStep key={data.attempt} data={data} />
	if (data.step === 'code') return <CodeStep key={data.attempt} data={data} />
	return null
}

function PasswordStep({ data }: { data: TwoFactorData }) {
	const { t } = useTranslation('twoFactor')
	const fetcher = useFetcher<Reply>()
	const [form, fields] = useForm({
		id: 'two-factor-password',
		lastResult: fetcher.data?.result ?? data.result,
		constraint: data.constraints.password,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const busy = useIsPending({ fetcher })
	return (
		<div className="grid max-w-sm gap-4">
			<p className="text-sm">{data.enable ? t('password.introEnable') : t('password.introDisable')}</p>
			<fetcher.Form method="post" action={TWO_FACTOR_ACTION} preventScrollReset {...getFormProps(form)} className="grid gap-4">
				<Field label={t('password.label')} errors={translateErrors(t, fields.password.errors)}>
					<Input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" autoFocus />
				</Field>
				<div>
					<StatusButton type="submit" name="intent" value={TWO_FACTOR_INTENT.verifyPassword} pending={busy}>
						{t('password.submit')}
					</StatusButton>
				</div>
			</fetcher.Form>
			<CancelForm />
		</div>
	)
}

function CodeStep({ data }: { data: TwoFactorData }) {
	const { t } = useTranslation('twoFactor')
	const fetcher = useFetcher<Reply>()
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: 'two-factor-code',
		lastResult: fetcher.data?.result ?? data.result,
		constraint: data.constraints.code,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadCodeValidation),
	})
	const codeValid = /^\d{6}$/.test(String(fields.code.value ?? '').trim())
	const busy = useIsPending({ fetcher })
	return (
		<div className="grid max-w-sm gap-4">
			<p className="text-sm">{t('code.intro', { email: data.email })}</p>
			<fetcher.Form method="post" action={TWO_FACTOR_ACTION} preventScrollReset {...getFormProps(form)} className="grid gap-4">
				<Field label={t('code.label')} errors={translateErrors(t, fields.code.errors)}>
					<Input
						{...getInputProps(fields.code, { type: 'text' })}
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={6}
						autoFocus
					/>
				</Field>
				{/* Without JavaScript the server checks the code; once hydrated, the button waits for six digits. */}
				<div>
					<StatusButton type="submit" name="intent" value={TWO_FACTOR_INTENT.verifyCode} pending={busy} disabled={hydrated && !codeValid}>
						{data.enable ? t('code.submitEnable') : t('code.submitDisable')}
					</StatusButton>
				</div>
			</fetcher.Form>
			<CancelForm resend={data.canResend} />
		</div>
	)
}

/** Resend (only while sends are left) and Cancel: plain posts that always answer with a redirect. */
function CancelForm({ resend = false }: { resend?: boolean }) {
	const { t } = useTranslation('twoFactor')
	return (
		<Form method="post" action={TWO_FACTOR_ACTION} preventScrollReset className="flex flex-wrap items-center gap-2">
			{resend ? (
				<Button type="submit" variant="link" name="intent" value={TWO_FACTOR_INTENT.resendCode} className="px-0 pe-2">
					{t('code.resend')}
				</Button>
			) : null}
			<Button type="submit" variant="outline" name="intent" value={TWO_FACTOR_INTENT.cancel}>
				{t('cancel')}
			</Button>
		</Form>
	)
}
