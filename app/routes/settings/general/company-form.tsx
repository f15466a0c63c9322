import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { Form } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Section } from '#app/components/section.tsx'
import { Card, CardContent } from '#app/components/ui/card.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import {
	COMPANY_NAME_MAX,
	type COMPANY_CONSTRAINT,
	GENERAL_SETTINGS_PATH,
	INTENT,
	INVITE_MESSAGE_MAX,
	LOGO_ACCEPT,
	MAX_LOGO_MB,
} from './company-url.ts'
import type { CompanyForm as CompanyFormValues, CompanyReply } from './general.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.CompanySettingsSchema))

export type CompanyFormData = {
	company: CompanyFormValues
	isPartner: boolean
	languages: Array<{ code: string; name: string }>
	countries: Array<{ id: string; label: string }>
	failures: UiMessage[]
	constraint: typeof COMPANY_CONSTRAINT
}

/**
 * The company's settings (spec 1 §3 Company): name, logo, language, country and, for partners,
 * the default child invite message. One multipart POST form, so the logo goes with it without
 * JavaScript; a refused submit keeps every typed value (a chosen file cannot be kept by a browser).
 */
export function CompanyForm({ data, reply }: { data: CompanyFormData; reply?: CompanyReply }) {
	const { t } = useTranslation('settingsGeneral')
	const { company } = data
	const [form, fields] = useForm({
		id: 'company-settings',
		lastResult: reply?.result,
		constraint: data.constraint,
		defaultValue: {
			name: company.name,
			lang: company.lang,
			country: company.country ?? '',
			defaultChildInviteMessage: company.defaultChildInviteMessage ?? '',
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const err = (errors: string[] | undefined, max = COMPANY_NAME_MAX) => translateErrors(t, errors, { max, n: MAX_LOGO_MB })
	const removingLogo = useIsPending({ intent: INTENT.removeLogo })
	const saving = useIsPending({ intent: INTENT.save })
	const failures = [...data.failures, ...(reply?.failure ? [reply.failure] : [])]

	return (
		<Section id="company-settings-title" title={t('title')} description={t('description')} className="max-w-2xl">
			{failures.map((failure, index) => (
				<FailureAlert key={index} t={t} failure={failure} />
			))}
			<Card>
				<CardContent className="grid gap-6">
					<div className="flex flex-wrap items-center gap-4" data-testid="current-logo">
						<div className="flex h-16 min-w-16 items-center justify-center rounded-md border bg-muted/40 p-2">
							{company.logo ? (
								<img src={company.logo} alt={t('logo.alt', { company: company.name })} className="h-12 w-auto max-w-48 object-contain" />
							) : (
								<span className="px-2 text-sm text-muted-foreground">{t('logo.none')}</span>
							)}
						</div>
						{company.logo ? (
							<IntentForm intent={INTENT.removeLogo} action={GENERAL_SETTINGS_PATH}>
								<StatusButton type="submit" variant="outline" size="sm" pending={removingLogo}>
									{t('logo.remove')}
								</StatusButton>
							</IntentForm>
						) : null}
					</div>

					<Form
						method="post"
						action={GENERAL_SETTINGS_PATH}
						encType="multipart/form-data"
						preventScrollReset
						{...getFormProps(form)}
						className="grid gap-4"
					>
						<input type="hidden" name="intent" value={INTENT.save} />
						<Field label={t('name')} errors={err(fields.name.errors)}>
							<Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="organization" />
						</Field>
						<Field label={t('logo.label')} description={t('logo.hint', { n: MAX_LOGO_MB })} errors={err(fields.logo.errors)}>
							<Input {...getInputProps(fields.logo, { type: 'file' })} accept={LOGO_ACCEPT} className="cursor-pointer file:me-3" />
						</Field>
						<div className="grid gap-4 sm:grid-cols-2">
							<Field label={t('language')} errors={err(fields.lang.errors)}>
								<NativeSelect {...getSelectProps(fields.lang)}>
									{data.languages.map((language) => (
										<NativeSelectOption key={language.code} value={language.code} lang={language.code}>
											{language.name}
										</NativeSelectOption>
									))}
								</NativeSelect>
							</Field>
							<Field label={t('country')} errors={err(fields.country.errors)}>
								<NativeSelect {...getSelectProps(fields.country)} autoComplete="country">
									<NativeSelectOption value="">{t('selectCountry')}</NativeSelectOption>
									{data.countries.map((country) => (
										<NativeSelectOption key={country.id} value={country.id}>
											{country.label}
										</NativeSelectOption>
									))}
								</NativeSelect>
							</Field>
						</div>
						{data.isPartner ? (
							<Field
								label={t('inviteMessage.label')}
								description={t('inviteMessage.hint')}
								errors={err(fields.defaultChildInviteMessage.errors, INVITE_MESSAGE_MAX)}
							>
								<Textarea {...getTextareaProps(fields.defaultChildInviteMessage)} rows={4} />
							</Field>
						) : null}
						<ErrorList id={form.errorId} errors={err(form.errors)} />
						<div>
							<StatusButton type="submit" pending={saving}>
								{t('save')}
							</StatusButton>
						</div>
					</Form>
				</CardContent>
			</Card>
		</Section>
	)
}
