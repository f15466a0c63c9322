import { getFormProps, useForm } from '@conform-to/react'
import { useEffect, useMemo, useState } from 'react'
import { data, Form, Link } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { cn } from '#app/lib/utils.ts'
import { calloutsOf, stepValues } from './template-draft.ts'
import { HIDE_CALLOUTS, newTemplateHref, TEMPLATE_PARAM, WIZARD_INTENT, wizardHref } from './template-paths.ts'
import { buildPreview } from './template-preview.server.ts'
import { layoutOfSlug, type WizardStep } from './template-rules.ts'
import { translateTemplateErrors } from './template-texts.ts'
import { StepFields, type WizardValues } from './wizard-steps.tsx'
import { loadWizard, wizardAction, type WizardReply, type WizardTarget } from './wizard.server.ts'
import type { Route } from './+types/wizard'

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
	pageTitle(
		matches,
		loaderData?.templateId
			? 'phishingExerciseTemplates:wizard.edit'
			: loaderData?.layoutType === 'SMS'
				? 'phishingExerciseTemplates:wizard.newSms'
				: 'phishingExerciseTemplates:wizard.newEmail',
	)

function targetOf(params: Route.LoaderArgs['params']): WizardTarget {
	if ('templateId' in params && params.templateId) return { layoutType: null, templateId: params.templateId }
	const layoutType = layoutOfSlug('layout' in params ? params.layout : undefined)
	if (!layoutType) throw data(null, { status: 404 })
	return { layoutType, templateId: null }
}

/**
 * The template wizard (spec 3 §2 "Template creation modal", §4 "Template wizard"): a full-screen page, one
 * step at a time (`?step=`), the work kept in a server draft (`?draft=`). Routes: new/:layout and
 * :templateId/edit.
 */
export async function loader(args: Route.LoaderArgs) {
	const wizard = await loadWizard(args, targetOf(args.params))
	const { draft, step } = wizard
	const showCallouts = args.url.searchParams.get(TEMPLATE_PARAM.callouts) !== HIDE_CALLOUTS
	const preview =
		step === 'save'
			? buildPreview(
					{
						layoutType: draft.layoutType,
						name: draft.name,
						subject: draft.subject,
						fromName: draft.displayName,
						fromEmail: draft.email,
						fromPhone: draft.contactType === 'phoneNumber' ? draft.phoneNumber : draft.userName,
						legend: draft.legend,
						html: draft.layoutType === 'SMS' ? draft.message : draft.html,
						answers: draft.answers,
						callouts: calloutsOf(draft),
					},
					{ showCallouts },
				)
			: null
	return {
		layoutType: draft.layoutType,
		templateId: draft.templateId,
		step,
		steps: wizard.steps,
		done: draft.done,
		draftId: wizard.draftId,
		returnTo: wizard.returnTo,
		blocked: wizard.blocked,
		values: stepValues(draft, step),
		bodyText: wizard.bodyText,
		thumbnailUrl: draft.thumbnailUrl,
		preview,
	}
}

export async function action(args: Route.ActionArgs) {
	return wizardAction(args, targetOf(args.params))
}

/**
 * The step's validity for Next (spec 3 §4: disabled until the step is valid), from the form's current
 * values and the step's schema, which loads after hydration (until then Next is enabled and the server decides).
 */
function useStepValidity(step: WizardStep, bodyText: string, value: unknown) {
	const [check, setCheck] = useState<((value: unknown) => boolean) | null>(null)
	useEffect(() => {
		let live = true
		void import('./template-schemas.ts').then((schemas) => {
			if (live) setCheck(() => (current: unknown) => schemas.isStepValid(step, bodyText, current))
		})
		return () => {
			live = false
		}
	}, [step, bodyText])
	return useMemo(() => (check ? check(value) : true), [check, value])
}

export default function TemplateWizard({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const { layoutType, templateId, step, steps, done, draftId, returnTo, blocked } = loaderData
	const title = templateId ? t('wizard.edit') : layoutType === 'SMS' ? t('wizard.newSms') : t('wizard.newEmail')
	const index = steps.indexOf(step)
	const hrefOf = (to: WizardStep) => wizardHref({ layoutType, templateId }, { step: to, draft: draftId, returnTo })
	// A step is reachable once every step before it was accepted.
	const reachable = (i: number) => steps.slice(0, i).every((s) => done.includes(s))
	return (
		<div className="fixed inset-0 z-50 flex flex-col bg-background text-foreground">
			{/* Spec 3 §2: usable only on screens 960px wide or more (a media query: no JavaScript needed). */}
			<div className="grid flex-1 place-items-center p-6 text-center min-[960px]:hidden">
				<div className="grid max-w-sm gap-4">
					<p className="text-lg font-semibold">{t('wizard.narrow')}</p>
					<Link to={returnTo} className={buttonVariants({ variant: 'outline' })}>
						{t('wizard.close')}
					</Link>
				</div>
			</div>
			<div className="flex min-h-0 flex-1 flex-col max-[960px]:hidden">
				<header className="flex items-center justify-between gap-4 border-b px-6 py-3">
					<h1 className="text-xl font-semibold">{title}</h1>
					<div className="flex items-center gap-2">
						{/* A new template's type can change (spec 3 §4: to SMS, the body becomes a sample SMS). */}
						{templateId ? null : (
							<Link to={newTemplateHref(returnTo, draftId)} className={buttonVariants({ variant: 'outline' })}>
								{t('wizard.changeType')}
							</Link>
						)}
						<Link to={returnTo} className={buttonVariants({ variant: 'ghost' })}>
							<Icon name="x" />
							{t('wizard.close')}
						</Link>
					</div>
				</header>
				<div className="flex min-h-0 flex-1">
					<nav aria-label={t('wizard.steps')} className="w-60 shrink-0 overflow-y-auto border-e p-4">
						<ol className="grid gap-1">
							{steps.map((s, i) => {
								const current = s === step
								const label = (
									<>
										<span
											className={cn(
												'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
												current && 'border-primary bg-primary text-primary-foreground',
												!current && done.includes(s) && 'border-primary text-primary',
											)}
										>
											{done.includes(s) && !current ? <Icon name="check" className="size-3" /> : i + 1}
										</span>
										{t(`steps.${s}`)}
									</>
								)
								return (
									<li key={s}>
										{current || !reachable(i) || blocked ? (
											<span
												aria-current={current ? 'step' : undefined}
												className={cn(
													'flex items-center gap-2 rounded-md px-2 py-2 text-sm',
													current ? 'font-semibold' : 'text-muted-foreground',
												)}
											>
												{label}
											</span>
										) : (
											<Link to={hrefOf(s)} className="flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent">
												{label}
											</Link>
										)}
									</li>
								)
							})}
						</ol>
					</nav>
					<main className="min-w-0 flex-1 overflow-y-auto p-6">
						{blocked ? (
							<div className="grid max-w-xl gap-4">
								<FailureAlert t={t} failure={{ message: 'phishingExerciseTemplates:preview.usedInActive' }} />
								<Link to={returnTo} className={cn(buttonVariants({ variant: 'outline' }), 'w-fit')}>
									{t('wizard.close')}
								</Link>
							</div>
						) : (
							<StepForm
								key={`${step}:${draftId ?? ''}`}
								loaderData={loaderData}
								actionData={actionData}
								title={t('wizard.stepOf', { number: index + 1, total: steps.length })}
							/>
						)}
					</main>
				</div>
			</div>
		</div>
	)
}

function StepForm({
	loaderData,
	actionData,
	title,
}: {
	loaderData: Route.ComponentProps['loaderData']
	actionData: WizardReply | undefined
	title: string
}) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const { step, steps, layoutType, templateId, draftId, returnTo, values, bodyText } = loaderData
	const formId = `template-${step}`
	const action = wizardHref({ layoutType, templateId }, { step, draft: draftId, returnTo })
	// The checks load with the page (useStepValidity needs the schemas at once anyway): the wizard is used at once.
	const validate = useLazyValidation(
		lazyValidator(() => import('./template-schemas.ts').then((m) => m.stepSchema(step, bodyText))),
		{ when: 'mounted' },
	)
	const [form, fields] = useForm<WizardValues>({
		id: formId,
		lastResult: actionData?.result,
		defaultValue: values as never,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: validate as never,
	})
	const valid = useStepValidity(step, bodyText, form.value)
	const hydrated = useHydrated()
	// Spec 3 §4: the body step waits for the email editor to load.
	const [editorReady, setEditorReady] = useState(step !== 'body' || layoutType !== 'EMAIL')
	const canGoOn = valid && (editorReady || !hydrated)
	const pending = useIsPending({ formAction: action })
	const first = steps.indexOf(step) === 0
	const last = step === 'save'
	return (
		<Form
			method="post"
			action={action}
			encType={last ? 'multipart/form-data' : undefined}
			{...getFormProps(form)}
			// Whether the browser's checks have arrived (until then the server checks): tests wait on it.
			data-checks={validate ? 'ready' : 'loading'}
			className="grid max-w-5xl gap-6"
		>
			<div className="grid gap-1">
				<p className="text-sm text-muted-foreground">{title}</p>
				<h2 className="text-lg font-semibold">{t(`steps.${step}`)}</h2>
			</div>
			<FailureAlert t={t} failure={actionData?.failure} />
			<StepFields
				step={step}
				form={form}
				fields={fields}
				loaderData={loaderData}
				hydrated={hydrated}
				onEditorReady={() => setEditorReady(true)}
			/>
			<ErrorList id={form.errorId} errors={translateTemplateErrors(t, form.errors)} />
			<div className="flex items-center justify-between gap-3 border-t pt-4">
				{first ? (
					<span />
				) : (
					<Button type="submit" name="intent" value={WIZARD_INTENT.back} variant="outline" formNoValidate>
						<Icon name="chevron-left" className="rtl:rotate-180" />
						{t('wizard.back')}
					</Button>
				)}
				{/* Spec 3 §4: Next is disabled until the step is valid, with the tooltip. */}
				<span title={canGoOn ? undefined : t('wizard.nextDisabled')} className="inline-flex">
					<StatusButton
						type="submit"
						name="intent"
						value={last ? WIZARD_INTENT.save : WIZARD_INTENT.next}
						disabled={!canGoOn}
						pending={pending}
						aria-describedby={canGoOn ? undefined : `${formId}-next-hint`}
					>
						{last ? t('wizard.save') : t('wizard.next')}
						{last ? null : <Icon name="chevron-right" className="rtl:rotate-180" />}
					</StatusButton>
				</span>
				{canGoOn ? null : (
					<span id={`${formId}-next-hint`} className="sr-only">
						{t('wizard.nextDisabled')}
					</span>
				)}
			</div>
		</Form>
	)
}
