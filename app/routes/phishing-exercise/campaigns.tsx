import { getZodConstraint } from '@conform-to/zod/v4'
import { data, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { TablePagination } from '#app/components/data-table/table-pagination.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import {
	archiveCampaign,
	deleteCampaign,
	getCampaign,
	listActiveCampaigns,
	listArchivedCampaigns,
	updateCampaign,
} from '#app/gateway/phishing-exercise.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { pathWithDialog } from '#app/lib/modals.ts'
import { parseTableQuery } from '#app/lib/table-query.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { CampaignCard, CampaignsEmpty } from './campaign-card.tsx'
import {
	CAMPAIGN_MODAL,
	type CampaignTab,
	campaignsTable,
	CREATE_PATH,
	INTENT,
	intentOf,
	PARAMS,
	postedIds,
	reportPath,
	USERS_TYPE_OF,
	usersQueryOf,
} from './campaign-options.ts'
import { campaignEditSchema, chosenIds, editRefusal } from './campaign-schema.ts'
import { campaignLocks, loadCampaignEdit, searchUsers, toCampaignCard } from './campaigns.server.ts'
import { daysFrom } from './edit-rules.ts'
import { requireExerciseViewer } from './exercise-access.server.ts'
import type { Route } from './+types/campaigns'
import type { CampaignSettingsReply } from './campaign-settings-panel.tsx'

const CampaignSettingsPanel = lazyPanel('PhishingExerciseCampaignSettings', () =>
	import('./campaign-settings-panel.tsx').then((m) => m.CampaignSettingsPanel),
)

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingExercise:title')

const DIALOG_PARAMS = [PARAMS.modal, PARAMS.campaign] as const

/** The dialog's users search (a fetcher's post) leaves the page's data as it is. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formData && intentOf(formData) === INTENT.searchUsers) return false
	return defaultShouldRevalidate
}

function tabOf(url: URL): CampaignTab {
	return url.pathname.replace(/\/+$/, '').endsWith('/archived') ? 'archived' : 'active'
}

/** A tab's campaigns, one page (spec 3 §7 campaigns/active and /archive), and the dialog the URL opens. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const lng = getLocale(args.context)
	const tab = tabOf(args.url)
	const query = parseTableQuery(campaignsTable, args.url)
	const paging = { pageNumber: query.pageNumber, pageSize: query.pageSize }
	const list = (t: CampaignTab) => (t === 'archived' ? listArchivedCampaigns : listActiveCampaigns)(viewer.token, viewer.company.id, paging)
	const params = args.url.searchParams
	const modal = params.get(PARAMS.modal)
	const campaignId = params.get(PARAMS.campaign)
	const [page, editing] = await Promise.all([
		settle(args.request, () => list(tab)),
		modal === CAMPAIGN_MODAL.settings && campaignId && tab === 'active' ? loadCampaignEdit(viewer, campaignId) : null,
	])
	const campaigns = page.ok ? page.value.campaigns : []
	const confirming = campaigns.find((c) => c.id === campaignId)
	return {
		tab,
		lng,
		campaigns: campaigns.map((c) => toCampaignCard(c, lng)),
		total: page.ok ? page.value.pageInfo.totalItems : 0,
		failure: page.ok ? null : page.failure,
		archiving: modal === CAMPAIGN_MODAL.archive && tab === 'active' && confirming ? { id: confirming.id, name: confirming.name } : null,
		deleting: modal === CAMPAIGN_MODAL.delete && confirming ? { id: confirming.id, name: confirming.name } : null,
		editing,
		editConstraint: editing ? getZodConstraint(campaignEditSchema()) : null,
	}
}

/** Archive, delete, or save the Campaign Settings dialog; each answers with the tab (its page kept) and a toast. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireExerciseViewer(args)
	const formData = await args.request.formData()
	const intent = intentOf(formData)
	const campaignId = formData.get('campaignId')
	if (typeof campaignId !== 'string' || !campaignId || campaignId.length > 200) throw new Response('Bad request', { status: 400 })
	const url = args.url
	const back = pathWithDialog(`${url.pathname}${url.search}`, DIALOG_PARAMS, {})
	const { token } = viewer
	const companyId = viewer.company.id
	if (intent === INTENT.archive || intent === INTENT.delete) {
		try {
			if (intent === INTENT.archive) await archiveCampaign(token, companyId, campaignId)
			else await deleteCampaign(token, companyId, campaignId)
		} catch (error) {
			return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
		}
		return redirectWithToast(args.request, back, {
			type: 'success',
			message: intent === INTENT.archive ? 'phishingExercise:archive.done' : 'phishingExercise:remove.done',
		})
	}
	if (intent === INTENT.searchUsers) {
		// The dialog's users search: the matches, and (without JavaScript, the whole form posted) what was chosen and typed.
		const submission = parseSubmission(formData, campaignEditSchema())
		const usersSearch = await searchUsers(viewer, usersQueryOf(formData), postedIds(submission.payload.userIds))
		return data<CampaignSettingsReply>({ result: { initialValue: submission.reply().initialValue }, usersSearch })
	}
	if (intent !== INTENT.update) throw new Response('Unknown intent', { status: 400 })
	const submission = parseSubmission(formData, campaignEditSchema())
	if (submission.status !== 'success') return data<CampaignSettingsReply>({ result: submission.reply() }, { status: 400 })
	let campaign
	try {
		campaign = await getCampaign(token, companyId, campaignId)
	} catch (error) {
		return data<CampaignSettingsReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	const refusal = editRefusal(campaignLocks(campaign), submission.value)
	if (refusal) {
		const message = refusal === 'unchanged' ? 'phishingExercise:edit.unchanged' : 'phishingExercise:edit.locked'
		return data<CampaignSettingsReply>({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
	}
	const value = submission.value
	const ids = chosenIds(value)
	try {
		await updateCampaign(token, companyId, campaignId, {
			daysToComplete: daysFrom(value),
			notification: { isEnabled: value.notificationsEnabled, subject: value.notificationSubject, message: value.notificationMessage },
			usersType: USERS_TYPE_OF[value.assignmentType],
			selectedUsersIds: value.assignmentType === 'users' ? ids : [],
			selectedDepartmentsIds: value.assignmentType === 'departments' ? ids : [],
			selectedGroupsIds: value.assignmentType === 'groups' ? ids : [],
		})
	} catch (error) {
		return data<CampaignSettingsReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, back, { type: 'success', message: 'phishingExercise:edit.done' })
}

/** /phishing-exercise/active and /archived (spec 3 §2): the campaign cards, paged in the URL, with their dialogs. */
export default function CampaignTab({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('phishingExercise')
	const location = useLocation()
	const { tab, campaigns, total, archiving, deleting, editing } = loaderData
	const here = `${location.pathname}${location.search}`
	const dialogHref = (modal: string, id: string) => pathWithDialog(here, DIALOG_PARAMS, { [PARAMS.modal]: modal, [PARAMS.campaign]: id })
	const closeHref = pathWithDialog(here, DIALOG_PARAMS, {})
	return (
		<section aria-labelledby="campaigns-title" className="grid gap-4" data-testid={`campaigns-${tab}`}>
			<h2 id="campaigns-title" className="sr-only">
				{t(`tabs.${tab}`)}
			</h2>
			<LoadFailures failures={[loaderData.failure]} namespace="phishingExercise" />
			{campaigns.length === 0 && !loaderData.failure ? <CampaignsEmpty tab={tab} /> : null}
			{campaigns.length > 0 ? (
				<ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
					{campaigns.map((campaign) => (
						<CampaignCard
							key={campaign.id}
							campaign={campaign}
							archivedTab={tab === 'archived'}
							lng={loaderData.lng}
							hrefs={{
								continueEditing: `${CREATE_PATH}?${PARAMS.campaign}=${encodeURIComponent(campaign.id)}`,
								report: reportPath(campaign.id),
								settings: dialogHref(CAMPAIGN_MODAL.settings, campaign.id),
								archive: dialogHref(CAMPAIGN_MODAL.archive, campaign.id),
								delete: dialogHref(CAMPAIGN_MODAL.delete, campaign.id),
							}}
						/>
					))}
				</ul>
			) : null}
			{total > 0 ? <TablePagination table={campaignsTable} total={total} rowCount={campaigns.length} label={t('pagination')} /> : null}
			<ConfirmDialog
				open={archiving !== null}
				data-testid="archive-campaign-dialog"
				title={t('archive.title', { name: archiving?.name ?? '' })}
				description={t('archive.description')}
				closeHref={closeHref}
				form={{ action: here, fields: { intent: INTENT.archive, campaignId: archiving?.id ?? '' } }}
				confirmLabel={t('archive.confirm')}
				destructive
			/>
			<ConfirmDialog
				open={deleting !== null}
				data-testid="delete-campaign-dialog"
				title={t('remove.title', { name: deleting?.name ?? '' })}
				description={t('remove.description')}
				closeHref={closeHref}
				form={{ action: here, fields: { intent: INTENT.delete, campaignId: deleting?.id ?? '' } }}
				confirmLabel={t('remove.confirm')}
				destructive
			/>
			{editing && loaderData.editConstraint ? (
				<CampaignSettingsPanel
					key={editing.id}
					data={editing}
					constraint={loaderData.editConstraint}
					closeHref={closeHref}
					reply={actionData}
				/>
			) : null}
		</section>
	)
}
