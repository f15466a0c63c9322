import { getZodConstraint } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import { TARGETS_FIELD } from '#app/components/assignment-form/assignment-options.ts'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { BackLink, PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { createCampaign, getTemplate, listAvailablePacks } from '#app/gateway/phishing-exercise.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { pathWithDialog } from '#app/lib/modals.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { cn } from '#app/lib/utils.ts'
import {
	CAMPAIGN_MODAL,
	campaignStartedAt,
	CREATE_PATH,
	EXERCISE_PATH,
	INTENT,
	intentOf,
	PARAMS,
	postedIds,
	reachableStep,
	toggleTemplate,
	usersQueryOf,
	WIZARD_STEPS,
	type WizardStep,
	wizardHref,
	wizardStepOf,
} from './campaign-options.ts'
import { campaignSettingsSchema, chosenIds } from './campaign-schema.ts'
import { recipientChoices, searchUsers } from './campaigns.server.ts'
import {
	countRecipients,
	dayLabel,
	loadDraft,
	loadTemplatesStep,
	recipientsOf,
	removeDraft,
	savedSettingsValues,
	startDraft,
	updateDraft,
} from './create.server.ts'
import { daysFrom } from './edit-rules.ts'
import { requireExerciseViewer } from './exercise-access.server.ts'
import type { Route } from './+types/create'
import type { SettingsReply } from './wizard-settings.tsx'

// Each step is a chunk of its own (ARCHITECTURE.md: load only what a page draws): the Settings step's form
// (conform, the recipient fields) is not on the Templates step's first load, nor its dialog on Settings'.
const STEPS = {
	templates: lazyPanel('PhishingExerciseWizardTemplates', () => import('./wizard-templates.tsx').then((m) => m.TemplatesStep)),
	settings: lazyPanel('PhishingExerciseWizardSettings', () => import('./wizard-settings.tsx').then((m) => m.SettingsStep)),
	launch: lazyPanel('PhishingExerciseWizardLaunch', () => import('./wizard-launch.tsx').then((m) => m.LaunchStep)),
}
const { templates: TemplatesStep, settings: SettingsStep, launch: LaunchStep } = STEPS

/** The step a navigation is going to has its chunk fetched beside its data, not after. */
function usePreloadNextStep() {
	const navigation = useNavigation()
	const to = navigation.location
	const step = to?.pathname === CREATE_PATH ? new URLSearchParams(to.search).get(PARAMS.step) : null
	useEffect(() => {
		if (step) void STEPS[wizardStepOf(step)].preload().catch(() => {})
	}, [step])
}

// The days to complete fields' words (the shared assignment form's, learning namespace) come with this page.
export const handle = textsHandle('learning')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingExercise:wizard.title', 'phishingExercise:title')

/**
 * /phishing-exercise/create (spec 3 §2, §4 "Campaign wizard"): without a draft id, a new draft (a pack
 * card's pack chosen, or a draft campaign's choices) and its URL; with one, the step the URL names once
 * the steps before it are done.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const url = args.url
	const draftId = url.searchParams.get(PARAMS.draft)
	if (!draftId) return startDraft(viewer, url)
	const draft = await loadDraft(viewer, draftId)
	if (!draft) return { expired: true as const }
	const wanted = wizardStepOf(url.searchParams.get(PARAMS.step))
	const step = reachableStep(draft, wanted)
	if (step !== wanted) throw redirect(wizardHref(draftId, step))
	const lng = getLocale(args.context)
	const base = {
		expired: false as const,
		draftId,
		packId: draft.packId,
		selected: draft.templateIds,
		settingsDone: draft.settings !== null,
	}
	if (step === 'templates') {
		return {
			...base,
			step: 'templates' as const,
			templatesStep: await loadTemplatesStep(args.request, viewer, draft, url),
			limitOpen: url.searchParams.get(PARAMS.modal) === CAMPAIGN_MODAL.limit,
		}
	}
	if (step === 'settings') {
		const saved = draft.settings
		const [allCount, users, departments, groups] = await Promise.all([
			settle(args.request, () => countRecipients(viewer, { recipientType: 'all', ids: [] })),
			settle(args.request, () => searchUsers(viewer, '', saved?.userIds ?? [])),
			settle(args.request, () => recipientChoices(viewer, 'departments')),
			settle(args.request, () => recipientChoices(viewer, 'groups')),
		])
		const today = isoDay(new Date())
		return {
			...base,
			step: 'settings' as const,
			settingsStep: {
				allCount: allCount.ok ? allCount.value : null,
				users: users.ok ? users.value : { text: '', users: [], total: 0, chosen: [] },
				departments: departments.ok ? departments.value : [],
				groups: groups.ok ? groups.value : [],
				saved: saved ? savedSettingsValues(saved) : null,
				today,
				todayLabel: dayLabel(today, lng),
				constraint: getZodConstraint(campaignSettingsSchema()),
			},
			failures: [allCount, users, departments, groups].map((r) => (r.ok ? null : r.failure)),
		}
	}
	const settings = draft.settings!
	const recipients = recipientsOf(settings)
	const [count, templateNames] = await Promise.all([
		settle(args.request, () => countRecipients(viewer, { recipientType: settings.recipientType, ids: recipients.ids })),
		// A custom selection's templates by name (a template gone since is left out; the count stays the selection's).
		draft.packId
			? []
			: Promise.all(
					draft.templateIds.map((id) =>
						getTemplate(viewer.token, viewer.company.id, id).then(
							(template) => template.name,
							() => null,
						),
					),
				).then((names) => names.filter((name): name is string => name !== null)),
	])
	const startedAt = campaignStartedAt(settings.startDate)
	const later = settings.startDate && Date.parse(startedAt) > Date.now() + 60_000
	return {
		...base,
		step: 'launch' as const,
		launchStep: {
			packName: draft.packId ? draft.packName : null,
			templatesCount: draft.templateIds.length,
			templateNames,
			name: settings.name,
			recipientType: settings.recipientType,
			recipientsCount: count.ok ? count.value : null,
			daysToComplete: daysFrom(settings),
			notification: settings.notificationsEnabled ? settings.notificationSubject : null,
			startLabel: later ? dayLabel(settings.startDate, lng) : null,
		},
	}
}

type ActionReply = SettingsReply & { step: WizardStep }

/** A users search (a fetcher's post) leaves the page's data as it is. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formData && intentOf(formData) === INTENT.searchUsers) return false
	return defaultShouldRevalidate
}

/** One step's choice: a pack, a template in or out, the settings, or the launch. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireExerciseViewer(args)
	const url = args.url
	const draftId = url.searchParams.get(PARAMS.draft)
	const draft = draftId ? await loadDraft(viewer, draftId) : null
	if (!draftId || !draft) throw redirect(url.pathname + url.search)
	const formData = await args.request.formData()
	const intent = intentOf(formData)
	const back = pathWithDialog(`${url.pathname}${url.search}`, [PARAMS.modal], {})
	if (intent === INTENT.pack) {
		const packId = formData.get('packId')
		if (typeof packId !== 'string' || packId.length > 200) throw new Response('Bad request', { status: 400 })
		let packName: string | null = null
		if (packId) {
			const packs = await listAvailablePacks(viewer.token, viewer.company.id)
			const pack = packs.find((p) => p.id === packId)
			if (!pack) throw new Response('Unknown pack', { status: 400 })
			packName = pack.name
		}
		await updateDraft(viewer, draftId, { ...draft, packId, packName })
		return redirect(back)
	}
	if (intent === INTENT.select || intent === INTENT.unselect) {
		const templateId = formData.get('templateId')
		if (typeof templateId !== 'string' || !templateId || templateId.length > 200) throw new Response('Bad request', { status: 400 })
		const next = toggleTemplate(draft.templateIds, templateId, intent === INTENT.select)
		// An eleventh: the same words as the dialog, from the server (spec 3 §8).
		if (next === 'full') return redirect(pathWithDialog(back, [], { [PARAMS.modal]: CAMPAIGN_MODAL.limit }))
		await updateDraft(viewer, draftId, { ...draft, packId: '', packName: null, templateIds: next })
		return redirect(back)
	}
	if (intent === INTENT.searchUsers) {
		// The Settings step's users search: the matches, and (without JavaScript, the whole form posted) what was typed and chosen.
		const submission = parseSubmission(formData, campaignSettingsSchema())
		const usersSearch = await searchUsers(viewer, usersQueryOf(formData), postedIds(submission.payload.userIds))
		return data<ActionReply>({ step: 'settings', result: { initialValue: submission.reply().initialValue }, usersSearch })
	}
	if (intent === INTENT.settings) {
		const submission = parseSubmission(formData, campaignSettingsSchema())
		if (submission.status !== 'success') return data<ActionReply>({ step: 'settings', result: submission.reply() }, { status: 400 })
		const value = submission.value
		const ids = chosenIds(value)
		let count: number
		try {
			count = await countRecipients(viewer, { recipientType: value.assignmentType, ids })
		} catch (error) {
			return data<ActionReply>(
				{ step: 'settings', result: submission.reply(), failure: await writeFailure(error, args.request) },
				{ status: 400 },
			)
		}
		if (count < 1) {
			const result = submission.reply({ fieldErrors: { [TARGETS_FIELD]: ['phishingExercise:wizard.errors.noRecipients'] } })
			return data<ActionReply>({ step: 'settings', result }, { status: 400 })
		}
		await updateDraft(viewer, draftId, {
			...draft,
			settings: {
				name: value.name,
				recipientType: value.assignmentType,
				userIds: value.assignmentType === 'users' ? ids : [],
				departmentIds: value.assignmentType === 'departments' ? ids : [],
				groupIds: value.assignmentType === 'groups' ? ids : [],
				daysOption: value.daysOption,
				customDays: value.customDays,
				notificationsEnabled: value.notificationsEnabled,
				notificationSubject: value.notificationSubject,
				notificationMessage: value.notificationMessage,
				startDate: value.startDate,
			},
		})
		return redirect(wizardHref(draftId, 'launch'))
	}
	if (intent === INTENT.launch) {
		if (reachableStep(draft, 'launch') !== 'launch' || !draft.settings) throw redirect(wizardHref(draftId, reachableStep(draft, 'launch')))
		const settings = draft.settings
		const recipients = recipientsOf(settings)
		try {
			await createCampaign(viewer.token, viewer.company.id, {
				name: settings.name,
				startedAt: campaignStartedAt(settings.startDate),
				daysToComplete: daysFrom(settings),
				notification: {
					isEnabled: settings.notificationsEnabled,
					subject: settings.notificationSubject,
					message: settings.notificationMessage,
				},
				usersType: recipients.usersType,
				selectedUsersIds: recipients.selectedUsersIds,
				selectedDepartmentsIds: recipients.selectedDepartmentsIds,
				selectedGroupsIds: recipients.selectedGroupsIds,
				packId: draft.packId || null,
				templates: draft.packId ? [] : draft.templateIds.map((templateId, i) => ({ orderNumber: i + 1, templateId })),
				...(draft.campaignId ? { draftId: draft.campaignId } : {}),
			})
		} catch (error) {
			return data<ActionReply>({ step: 'launch', failure: await writeFailure(error, args.request) }, { status: 400 })
		}
		await removeDraft(viewer, draftId)
		return redirectWithToast(args.request, EXERCISE_PATH, { type: 'success', message: 'phishingExercise:wizard.launch.done' })
	}
	throw new Response('Unknown intent', { status: 400 })
}

export default function CreateCampaign({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('learning')
	usePreloadNextStep()
	const { t } = useTranslation('phishingExercise')
	if (loaderData.expired) {
		return (
			<PageLayout>
				<BackLink to={EXERCISE_PATH}>{t('wizard.back')}</BackLink>
				<PageHeader title={t('wizard.title')} />
				<p>{t('wizard.expired')}</p>
				<div>
					<Button asChild>
						<Link to={CREATE_PATH}>{t('packs.createCustom')}</Link>
					</Button>
				</div>
			</PageLayout>
		)
	}
	const { step, draftId } = loaderData
	const reply = actionData?.step === step ? actionData : undefined
	return (
		<PageLayout>
			<BackLink to={EXERCISE_PATH}>{t('wizard.back')}</BackLink>
			<PageHeader
				title={t('wizard.title')}
				description={t('wizard.stepOf', { n: WIZARD_STEPS.indexOf(step) + 1, total: WIZARD_STEPS.length })}
			/>
			<div className="grid gap-6 md:grid-cols-[12rem_1fr]">
				<WizardStepper
					draftId={draftId}
					step={step}
					templatesDone={loaderData.packId !== '' || loaderData.selected.length > 0}
					settingsDone={loaderData.settingsDone}
				/>
				<div className="min-w-0">
					{loaderData.step === 'templates' ? (
						<>
							<LoadFailures failures={loaderData.templatesStep.failures} namespace="phishingExercise" />
							<TemplatesStep
								draftId={draftId}
								packId={loaderData.packId}
								selected={loaderData.selected}
								data={loaderData.templatesStep}
								limitOpen={loaderData.limitOpen}
							/>
						</>
					) : null}
					{loaderData.step === 'settings' ? (
						<>
							<LoadFailures failures={loaderData.failures} namespace="phishingExercise" />
							<SettingsStep draftId={draftId} data={loaderData.settingsStep} reply={reply} />
						</>
					) : null}
					{loaderData.step === 'launch' ? (
						<LaunchStep
							draftId={draftId}
							failure={reply?.failure}
							data={{
								...loaderData.launchStep,
								recipients: t(
									loaderData.launchStep.recipientType === 'all'
										? 'wizard.settings.types.allUsers'
										: `wizard.settings.types.${loaderData.launchStep.recipientType}`,
								),
							}}
						/>
					) : null}
				</div>
			</div>
		</PageLayout>
	)
}

/** The side stepper: the three steps, the current one marked; a step before it (or one already done) is a link. */
function WizardStepper({
	draftId,
	step,
	templatesDone,
	settingsDone,
}: {
	draftId: string
	step: WizardStep
	templatesDone: boolean
	settingsDone: boolean
}) {
	const { t } = useTranslation('phishingExercise')
	const current = WIZARD_STEPS.indexOf(step)
	const reachable = (s: WizardStep, i: number) => i <= current || (s === 'settings' && templatesDone) || (s === 'launch' && settingsDone)
	return (
		<nav aria-label={t('wizard.stepsLabel')}>
			<ol className="grid gap-2" data-testid="wizard-stepper">
				{WIZARD_STEPS.map((s, i) => {
					const label = (
						<>
							<span
								aria-hidden
								className={cn(
									'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm',
									i === current ? 'border-primary bg-primary text-primary-foreground' : i < current ? 'border-primary text-primary' : '',
								)}
							>
								{i + 1}
							</span>
							<span>{t(`wizard.steps.${s}`)}</span>
						</>
					)
					return (
						<li key={s}>
							{i !== current && reachable(s, i) ? (
								<Link to={wizardHref(draftId, s)} className="flex items-center gap-2 rounded-md p-1 underline-offset-4 hover:underline">
									{label}
								</Link>
							) : (
								<span
									aria-current={i === current ? 'step' : undefined}
									className={cn('flex items-center gap-2 p-1', i === current ? 'font-semibold' : 'text-muted-foreground')}
								>
									{label}
								</span>
							)}
						</li>
					)
				})}
			</ol>
		</nav>
	)
}
