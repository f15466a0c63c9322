import { getZodConstraint } from '@conform-to/zod/v4'
import { data, useLocation } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { BackLink, PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { TemplatePreviewFrame } from '#app/components/template-preview-frame.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { GatewayError } from '#app/gateway/errors.ts'
import {
	createSimulationCampaign,
	readFieldErrors,
	type SimulationCampaign,
	updateSimulationCampaign,
} from '#app/gateway/phishing-simulation.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { formatDate, isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { pathWithDialog } from '#app/lib/modals.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { CreateCampaignForm, type CreateReply } from './create-form.tsx'
import {
	campaignInputOf,
	CREATE_INTENT,
	CREATE_PARAMS,
	createIntentOf,
	filtersOf,
	formErrorsOf,
	NO_FILTERS,
	timezoneOptions,
	usersQueryOf,
} from './create-options.ts'
import { simulationCampaignSchema } from './create-schema.ts'
import { draftOr302, formValuesOf, loadLoginPages, loadPreview, loadRecipients, loadTemplatesView, templateNames } from './create.server.ts'
import { CREATE_PATH, tabPath } from './list-options.ts'
import { requireSimulationViewer } from './simulation-access.server.ts'
import type { Route } from './+types/create'

export const handle = textsHandle('phishing-simulation')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingSimulation:create.title', 'phishingSimulation:title')

/**
 * /phishing-simulation-create (spec 3 §2: "campaign creation (details not shown)"): a new campaign, or
 * `?campaignId=` a draft to continue (any other campaign goes back to the list); `?preview={templateId}`
 * opens a template's preview over the form.
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireSimulationViewer(args)
	const params = args.url.searchParams
	const campaignId = params.get(CREATE_PARAMS.campaignId)
	const campaign: SimulationCampaign | null = campaignId ? await draftOr302(viewer, campaignId) : null
	const lng = getLocale(args.context)
	const today = isoDay(new Date())
	const [templatesView, pages, recipients, preview, names] = await Promise.all([
		loadTemplatesView(args.request, viewer, NO_FILTERS),
		loadLoginPages(args.request, viewer),
		loadRecipients(args.request, viewer, '', campaign?.selectedUsersIds ?? []),
		loadPreview(viewer, params.get(CREATE_PARAMS.preview)),
		campaign ? Object.fromEntries(campaign.templates.map((t) => [t.templateId, t.name])) : {},
	])
	return {
		campaignId: campaign?.id ?? null,
		isNew: campaign === null,
		defaultValue: formValuesOf(campaign, pages.loginPages[0]?.id ?? ''),
		constraint: getZodConstraint(simulationCampaignSchema(today)),
		templatesView,
		templateNames: names as Record<string, string>,
		loginPages: pages.loginPages,
		recipients: recipients.view,
		timezones: timezoneOptions(),
		today,
		todayLabel: formatDate(today, lng) ?? today,
		preview,
		failures: [pages.failure, ...recipients.failures],
	}
}

/**
 * Save draft, Launch, or a re-render with new filters (the whole form posted, so nothing is lost). A
 * refusal (the schema's or the gateway's 422, mapped onto the fields) comes back with everything kept.
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireSimulationViewer(args)
	const formData = await args.request.formData()
	const intent = createIntentOf(formData)
	const campaignId = args.url.searchParams.get(CREATE_PARAMS.campaignId)
	// The list and recipients the form showed, for a page drawn again without JavaScript.
	const view = async (submission: ReturnType<typeof parseSubmission>) => {
		const chosenUsers = postedIds(submission.payload.userIds)
		const [templatesView, recipients, names] = await Promise.all([
			loadTemplatesView(args.request, viewer, filtersOf(formData)),
			loadRecipients(args.request, viewer, usersQueryOf(formData), chosenUsers),
			templateNames(viewer, postedIds(submission.payload.templateIds)),
		])
		return { templatesView, recipients: recipients.view, templateNames: names }
	}
	if (intent === CREATE_INTENT.filter) {
		formData.set('intent', CREATE_INTENT.filter)
		const submission = parseSubmission(formData, simulationCampaignSchema())
		return data<CreateReply>({ result: { initialValue: submission.reply().initialValue }, ...(await view(submission)) })
	}
	formData.set('intent', intent)
	const submission = parseSubmission(formData, simulationCampaignSchema())
	if (submission.status !== 'success')
		return data<CreateReply>({ result: submission.reply(), ...(await view(submission)) }, { status: 400 })
	const input = campaignInputOf(submission.value)
	const launch = intent === CREATE_INTENT.launch
	let saved
	try {
		saved = campaignId
			? await updateSimulationCampaign(viewer.token, viewer.company.id, campaignId, input, { launch })
			: await createSimulationCampaign(viewer.token, viewer.company.id, input, { launch })
	} catch (error) {
		if (error instanceof GatewayError && error.status === 422) {
			const fieldErrors = formErrorsOf(readFieldErrors(error))
			if (Object.keys(fieldErrors).length > 0)
				return data<CreateReply>({ result: submission.reply({ fieldErrors }), ...(await view(submission)) }, { status: 400 })
		}
		return data<CreateReply>(
			{ result: submission.reply(), failure: await writeFailure(error, args.request), ...(await view(submission)) },
			{ status: 400 },
		)
	}
	if (launch) {
		// The spec gives no message for a launch: this console's own words.
		return redirectWithToast(args.request, tabPath('active'), { type: 'success', message: 'phishingSimulation:create.launched' })
	}
	const here = pathWithDialog(`${CREATE_PATH}${args.url.search}`, [CREATE_PARAMS.preview], { [CREATE_PARAMS.campaignId]: saved.id })
	// The spec gives no message for a saved draft either.
	return redirectWithToast(args.request, here, { type: 'success', message: 'phishingSimulation:create.saved' })
}

function postedIds(value: unknown): string[] {
	const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
	return list.filter((id): id is string => typeof id === 'string' && id !== '' && id.length <= 200).slice(0, 1000)
}

export default function CreateSimulationCampaign({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('phishing-simulation')
	const { t } = useTranslation('phishingSimulation')
	const location = useLocation()
	const { preview } = loaderData
	const closePreview = pathWithDialog(`${location.pathname}${location.search}`, [CREATE_PARAMS.preview], {})
	return (
		<PageLayout>
			<BackLink to={tabPath(loaderData.isNew ? 'active' : 'drafts')}>{t('create.back')}</BackLink>
			<PageHeader title={loaderData.isNew ? t('create.title') : t('create.editTitle')} description={t('create.description')} />
			<LoadFailures failures={loaderData.failures} namespace="phishingSimulation" />
			<CreateCampaignForm
				key={loaderData.campaignId ?? 'new'}
				reply={actionData}
				data={{
					isNew: loaderData.isNew,
					defaultValue: loaderData.isNew
						? { ...loaderData.defaultValue, name: t('create.defaultName', { date: loaderData.todayLabel }) }
						: loaderData.defaultValue,
					constraint: loaderData.constraint,
					templatesView: loaderData.templatesView,
					templateNames: loaderData.templateNames,
					loginPages: loaderData.loginPages,
					recipients: loaderData.recipients,
					timezones: loaderData.timezones,
					today: loaderData.today,
					todayLabel: loaderData.todayLabel,
				}}
			/>
			<UrlDialog
				open={preview !== null}
				closeHref={closePreview}
				title={preview?.name}
				description={preview ? `${preview.subject} · ${preview.sender}` : undefined}
				className="sm:max-w-4xl"
				data-testid="template-preview-dialog"
			>
				{preview ? <TemplatePreviewFrame srcDoc={preview.srcDoc} title={t('create.previewOf', { name: preview.name })} /> : null}
			</UrlDialog>
		</PageLayout>
	)
}
