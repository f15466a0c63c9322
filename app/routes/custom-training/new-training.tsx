import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { PageHeader, BackLink, PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGES } from '#app/i18n/config.ts'
import { pageTitle, useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { CUSTOM_TRAINING_DESCRIPTION_MAX, CUSTOM_TRAINING_NAME_MAX } from '#server/shared/custom-training-limits.ts'
import { requireTrainingBuilder } from './guard.server.ts'
import { createTrainingAction } from './new-training.server.ts'
import { CUSTOM_LIBRARY_PATH, NEW_TRAINING_PATH } from './paths.ts'
import type { Route } from './+types/new-training'

export const handle = textsHandle('custom-training')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customTraining:builder.newTitle')

/** A partner's new custom training (spec 2 §2, §6): the language defaults to the company's. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireTrainingBuilder(args)
	const lang = viewer.company.lang
	return { defaultLanguage: isLanguageCode(lang) ? lang : FALLBACK_LANGUAGE }
}

/** The draft is created, then its builder opens. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireTrainingBuilder(args)
	return createTrainingAction(viewer, args.request)
}

const loadValidation = lazyValidator(() => import('./builder-schema.ts').then((m) => m.NewTrainingSchema))

export default function NewTraining({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('custom-training')
	const { t } = useTranslation('customTraining')
	const [form, fields] = useLazyForm({
		id: 'new-training',
		lastResult: actionData?.result,
		defaultValue: { language: loaderData.defaultLanguage },
		loadValidation,
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const creating = useIsPending({ formAction: NEW_TRAINING_PATH })
	return (
		<PageLayout>
			<BackLink to={CUSTOM_LIBRARY_PATH}>{t('learning:course.backToLibrary')}</BackLink>
			<PageHeader title={t('builder.newTitle')} description={t('builder.newIntro')} />
			<Form method="post" action={NEW_TRAINING_PATH} {...getFormProps(form)} className="grid max-w-2xl gap-5">
				<FailureAlert t={t} failure={actionData?.failure} />
				<Field label={t('builder.name')} errors={errors(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={CUSTOM_TRAINING_NAME_MAX} required />
				</Field>
				<Field label={t('builder.description')} description={t('builder.descriptionHint')} errors={errors(fields.description.errors)}>
					<Textarea {...getTextareaProps(fields.description)} rows={4} maxLength={CUSTOM_TRAINING_DESCRIPTION_MAX} />
				</Field>
				<Field label={t('builder.language')} errors={errors(fields.language.errors)}>
					<NativeSelect {...getSelectProps(fields.language)} className="w-64">
						{LANGUAGES.map((lng) => (
							<option key={lng.code} value={lng.code} lang={lng.code}>
								{lng.name}
							</option>
						))}
					</NativeSelect>
				</Field>
				<div className="flex flex-wrap gap-2">
					<StatusButton type="submit" pending={creating}>
						{t('builder.create')}
					</StatusButton>
					<Button asChild variant="outline">
						<Link to={CUSTOM_LIBRARY_PATH}>{t('builder.cancel')}</Link>
					</Button>
				</div>
			</Form>
		</PageLayout>
	)
}
