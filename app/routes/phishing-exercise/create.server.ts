import { redirect } from 'react-router'
import {
	countExerciseUsers,
	countUsersByDepartments,
	countUsersByGroups,
	type ExerciseCampaign,
	getCampaign,
	listAvailablePacks,
	listTemplates,
} from '#app/gateway/phishing-exercise.server.ts'
import { formatDate, isoDay } from '#app/lib/dates.ts'
import { draftOwner, draftStore } from '#app/lib/draft-store.server.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { parseTableQuery } from '#app/lib/table-query.ts'
import {
	type CampaignDraft,
	type CampaignSettingsValues,
	PARAMS,
	reachableStep,
	recipientTypeOf,
	type RecipientType,
	templatesTable,
	USERS_TYPE_OF,
	wizardHref,
	wizardStepOf,
} from './campaign-options.ts'
import { chosenIds } from './campaign-schema.ts'
import { daysFields } from './edit-rules.ts'
import { canEditExerciseTemplates, type requireExerciseViewer } from './exercise-access.server.ts'

// The campaign wizard's server side (spec 3 §2 /phishing-exercise/create, §4 "Campaign wizard"): the
// selection and settings live in the draft store (an id in the URL, the user's own) until launch.

type Viewer = Awaited<ReturnType<typeof requireExerciseViewer>>

/** A wizard draft lives a day: long enough to come back to, short enough to forget. */
const DRAFT_TTL_SECONDS = 24 * 60 * 60

export function saveDraft(viewer: Viewer, draft: CampaignDraft) {
	return draftStore.save(draftOwner(viewer), draft, DRAFT_TTL_SECONDS)
}
export function loadDraft(viewer: Viewer, id: string) {
	return draftStore.load<CampaignDraft>(draftOwner(viewer), id)
}
export async function updateDraft(viewer: Viewer, id: string, draft: CampaignDraft) {
	return draftStore.update(draftOwner(viewer), id, draft)
}
export function removeDraft(viewer: Viewer, id: string) {
	return draftStore.remove(draftOwner(viewer), id)
}

/**
 * /phishing-exercise/create without a draft: a new one (with the pack a pack card chose, or a draft
 * campaign's choices for Continue Editing), then the wizard's URL.
 */
export async function startDraft(viewer: Viewer, url: URL): Promise<never> {
	const campaignId = url.searchParams.get(PARAMS.campaign)
	const packId = url.searchParams.get(PARAMS.packId)
	let draft: CampaignDraft = { packId: '', packName: null, templateIds: [], settings: null, campaignId: null }
	if (campaignId) {
		const campaign = await getCampaign(viewer.token, viewer.company.id, campaignId).catch(() => null)
		if (campaign?.status === 'DRAFT') draft = draftOfCampaign(campaign)
	} else if (packId) {
		const packs = await listAvailablePacks(viewer.token, viewer.company.id).catch(() => [])
		const pack = packs.find((p) => p.id === packId)
		if (pack) draft = { ...draft, packId: pack.id, packName: pack.name }
	}
	const id = await saveDraft(viewer, draft)
	// A step asked for (a draft campaign's Launch) is shown once the steps before it are done.
	throw redirect(wizardHref(id, reachableStep(draft, wizardStepOf(url.searchParams.get(PARAMS.step)))))
}

/** A saved draft campaign's choices as the wizard keeps them (Continue Editing). */
export function draftOfCampaign(campaign: ExerciseCampaign, now: Date = new Date()): CampaignDraft {
	const recipientType = recipientTypeOf(campaign.usersType)
	const startDay = campaign.startedAt ? isoDay(new Date(campaign.startedAt)) : ''
	return {
		packId: campaign.pack?.id ?? '',
		packName: campaign.pack?.name ?? null,
		templateIds: campaign.pack ? [] : [...campaign.templates].sort((a, b) => a.orderNumber - b.orderNumber).map((t) => t.id),
		campaignId: campaign.id,
		settings: {
			name: campaign.name,
			recipientType,
			userIds: campaign.learners.map((l) => l.id),
			departmentIds: campaign.selectedDepartments.map((d) => d.id),
			groupIds: campaign.selectedGroups.map((g) => g.id),
			...daysFields(campaign.daysToComplete),
			notificationsEnabled: campaign.isNotificationEnabled,
			notificationSubject: campaign.notificationSubject,
			notificationMessage: campaign.notificationMessage,
			startDate: startDay > isoDay(now) ? startDay : '',
		},
	}
}

/** The Templates step: the packs (the 'Custom Pack' first) and, for a custom selection, one page of the template list. */
export async function loadTemplatesStep(request: Request, viewer: Viewer, draft: CampaignDraft, url: URL) {
	const query = parseTableQuery(templatesTable, url)
	// Name reads A to Z unless the URL says otherwise; Last Modified newest first.
	const order = url.searchParams.get(PARAMS.order) ? query.order : query.orderBy === 'name' ? 'asc' : 'desc'
	const [packs, templates] = await Promise.all([
		settle(request, () => listAvailablePacks(viewer.token, viewer.company.id)),
		draft.packId
			? null
			: settle(request, () =>
					listTemplates(viewer.token, viewer.company.id, {
						pageNumber: query.pageNumber,
						pageSize: query.pageSize,
						order,
						orderBy: query.orderBy,
						name: query.searchText,
					}),
				),
	])
	return {
		packs: packs.ok
			? packs.value.map(({ id, name, thumbnail, difficulty, templatesEmailCount, templatesSmsCount, templatesTotalCount }) => ({
					id,
					name,
					thumbnail,
					difficulty,
					templatesEmailCount,
					templatesSmsCount,
					templatesTotalCount,
				}))
			: [],
		templates: templates?.ok
			? templates.value.templates.map((t) => ({
					id: t.id,
					name: t.name,
					layoutType: t.layoutType,
					thumbnailUrl: t.thumbnailUrl,
					type: t.type,
					isEditable: t.isEditable,
					isUsedInActiveCampaign: t.isUsedInActiveCampaign,
					createdAt: t.createdAt,
				}))
			: [],
		total: templates?.ok ? templates.value.pageInfo.totalItems : 0,
		canEdit: canEditExerciseTemplates(viewer.user.role),
		failures: [packs.ok ? null : packs.failure, templates && !templates.ok ? templates.failure : null],
	}
}

/** How many learners the chosen recipients are (spec 3 §4 Step 1: "a count of at least 1"). */
export async function countRecipients(viewer: Viewer, value: { recipientType: RecipientType; ids: string[] }): Promise<number> {
	const { token } = viewer
	const companyId = viewer.company.id
	switch (value.recipientType) {
		case 'all':
			return countExerciseUsers(token, companyId)
		case 'users':
			return value.ids.length
		case 'departments':
			return value.ids.length ? countUsersByDepartments(token, companyId, value.ids) : 0
		case 'groups':
			return value.ids.length ? countUsersByGroups(token, companyId, value.ids) : 0
	}
}

/** The Settings step's values from the draft's saved settings (the form's defaults are the page's own). */
export function savedSettingsValues(saved: CampaignSettingsValues): Record<string, string | string[]> {
	return {
		name: saved.name,
		assignmentType: saved.recipientType,
		userIds: saved.userIds,
		departmentIds: saved.departmentIds,
		groupIds: saved.groupIds,
		daysOption: saved.daysOption,
		customDays: saved.customDays,
		notificationsEnabled: saved.notificationsEnabled ? 'on' : '',
		notificationSubject: saved.notificationSubject,
		notificationMessage: saved.notificationMessage,
		startDate: saved.startDate,
	}
}

/** The launch payload's recipients of saved settings. */
export function recipientsOf(settings: CampaignSettingsValues) {
	const ids = chosenIds({
		assignmentType: settings.recipientType,
		userIds: settings.userIds,
		departmentIds: settings.departmentIds,
		groupIds: settings.groupIds,
	})
	return {
		usersType: USERS_TYPE_OF[settings.recipientType],
		ids,
		selectedUsersIds: settings.recipientType === 'users' ? ids : [],
		selectedDepartmentsIds: settings.recipientType === 'departments' ? ids : [],
		selectedGroupsIds: settings.recipientType === 'groups' ? ids : [],
	}
}

export function dayLabel(day: string, lng: string) {
	return formatDate(day, lng) ?? day
}
