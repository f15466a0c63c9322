import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import * as z from 'zod/mini'
import { requireGuest } from '#app/auth/guards.server.ts'
import { completeSignIn } from '#app/auth/sign-in.server.ts'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { ChoiceSelect } from '#app/components/choice-select.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { NewPasswordFields } from '#app/components/new-password-fields.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { GatewayError } from '#app/gateway/errors.ts'
import { companyNameExists, emailExists, listCountries, register } from '#app/gateway/registration.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { parseSubmission, parseSubmissionAsync } from '#app/lib/forms.ts'
import { passwordRuleResults } from '#app/lib/password-rules.ts'
import { clientAddress, registrationLimiter } from '#app/lib/rate-limit.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { COMPANY_SIZES, INDUSTRIES } from './register-options.ts'
import { RegisterSchema } from './register-schema.ts'
import type { Route } from './+types/register'

export const handle = SIGN_IN_TEXTS

const loadValidation = lazyValidator(() => import('./register-schema.ts').then((m) => m.RegisterSchema))

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:register.title')

export async function loader({ request, url, params }: Route.LoaderArgs) {
	await requireGuest({ request, url })
	const countries = await listCountries()
	// The industry and size choices come as data, like the countries: not code of the page's first load.
	return {
		countries,
		industries: INDUSTRIES,
		companySizes: COMPANY_SIZES,
		email: params.email ?? '',
		constraint: getZodConstraint(RegisterSchema),
	}
}

/** Registration (spec 1 §5): the form's rules, then the existence checks, then the account. */
export async function action({ request, url, params }: Route.ActionArgs) {
	await requireGuest({ request, url })
	const formData = await request.formData()
	const password = String(formData.get('password') ?? '')
	const passwordRules = passwordRuleResults(password)
	const hidden = { hideFields: ['password', 'confirmPassword'] }
	// Every post may ask the gateway whether an email or company exists: at most so many per
	// minute from one client address, like sign-in.
	if (!registrationLimiter().take(clientAddress(request))) {
		const failure: UiMessage = { message: 'auth:register.tooManyAttempts' }
		return data({ result: parseSubmission(formData, RegisterSchema).reply(hidden), passwordRules, failure }, { status: 429 })
	}
	const submission = await parseSubmissionAsync(
		formData,
		RegisterSchema.check(
			z.superRefine(async (value, ctx) => {
				const [emailTaken, companyTaken] = await Promise.all([emailExists(value.email), companyNameExists(value.companyName)])
				if (emailTaken)
					ctx.issues.push({
						code: 'custom',
						path: ['email'],
						message: textKey('auth:register.emailExists'),
						input: value,
					})
				if (companyTaken)
					ctx.issues.push({
						code: 'custom',
						path: ['companyName'],
						message: textKey('auth:register.companyExists'),
						input: value,
					})
			}),
		),
	)
	if (submission.status !== 'success') {
		return data({ result: submission.reply(hidden), passwordRules, failure: null }, { status: 400 })
	}
	const { confirmPassword: _, ...form } = submission.value
	try {
		const { customToken } = await register({
			...form,
			phone: form.phone || '',
			partner: 'partner' in params ? (params.partner as string) : undefined,
			source: 'source' in params ? (params.source as string) : undefined,
		})
		return await completeSignIn(request, customToken, { authType: 'password', redirectTo: '/home' })
	} catch (error) {
		if (error instanceof Response) throw error
		const message = error instanceof GatewayError && error.expected ? error.message : null
		if (!message) console.error(error)
		const failure: UiMessage = message ? { message, raw: true } : { message: 'auth:login.unknown' }
		return data({ result: submission.reply(hidden), passwordRules, failure }, { status: 400 })
	}
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const submitting = useIsPending()
	const [form, fields] = useForm({
		id: 'register',
		lastResult: actionData?.result,
		defaultValue: { email: loaderData.email },
		constraint: loaderData.constraint,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const err = (errors: string[] | undefined) => translateErrors(t, errors)
	return (
		<AuthLayout title={t('auth:register.title')} wide>
			<FailureAlert t={t} failure={actionData?.failure} className="mb-4" />
			<Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
				<Field className="sm:col-span-2" label={t('auth:register.email')} errors={err(fields.email.errors)}>
					<Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
				</Field>
				<Field label={t('auth:register.name')} errors={err(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="given-name" />
				</Field>
				<Field label={t('auth:register.lastName')} errors={err(fields.lastName.errors)}>
					<Input {...getInputProps(fields.lastName, { type: 'text' })} autoComplete="family-name" />
				</Field>
				<Field label={t('auth:register.companyName')} errors={err(fields.companyName.errors)}>
					<Input {...getInputProps(fields.companyName, { type: 'text' })} autoComplete="organization" />
				</Field>
				<Field label={t('auth:register.phone')} errors={err(fields.phone.errors)}>
					<Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" />
				</Field>
				<Field label={t('auth:register.country')} errors={err(fields.country.errors)}>
					<ChoiceSelect
						field={fields.country}
						choices={loaderData.countries}
						placeholder={t('auth:register.choose')}
						autoComplete="country"
					/>
				</Field>
				<Field label={t('auth:register.industry')} errors={err(fields.industry.errors)}>
					<ChoiceSelect field={fields.industry} choices={loaderData.industries} placeholder={t('auth:register.choose')} />
				</Field>
				<Field label={t('auth:register.companySize')} errors={err(fields.companySize.errors)}>
					<ChoiceSelect field={fields.companySize} choices={loaderData.companySizes} placeholder={t('auth:register.choose')} />
				</Field>
				<NewPasswordFields
					password={fields.password}
					confirmPassword={fields.confirmPassword}
					serverRules={actionData?.passwordRules}
					labels={{ password: t('auth:register.password'), confirmPassword: t('auth:register.confirmPassword') }}
					rulesClassName="sm:col-span-2"
				/>
				<ErrorList id={form.errorId} errors={err(form.errors)} />
				<StatusButton type="submit" className="sm:col-span-2" pending={submitting}>
					{t('auth:register.submit')}
				</StatusButton>
			</Form>
			<p className="mt-6 text-center text-sm text-muted-foreground">
				{t('auth:register.haveAccount')}{' '}
				<Link className="text-primary underline underline-offset-4 hover:no-underline" to="/login">
					{t('auth:register.login')}
				</Link>
			</p>
		</AuthLayout>
	)
}
