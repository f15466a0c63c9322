import { TARGETS_FIELD } from '#app/components/assignment-form/assignment-options.ts'
import {
	type ExerciseCampaign,
	getCampaign,
	listDepartmentsWithUsers,
	listExerciseUsers,
	listGroupsWithUsers,
} from '#app/gateway/phishing-exercise.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { recipientTypeOf } from './campaign-options.ts'
import { type CampaignLocks, daysFields } from './edit-rules.ts'
import type { CampaignCardData } from './campaign-card.tsx'

// The campaign tabs' server side (spec 3 §2, §4 "Editing an active campaign"): the cards' digest of a
// campaign, and what the Campaign Settings dialog needs of one.

type Viewer = { token: string; company: { id: string } }

/** The users the "users" recipient list offers at most (the chosen ones always come first): the gateway's largest page. */
export const USERS_OFFERED = 100

export function toCampaignCard(campaign: ExerciseCampaign, lng: string): CampaignCardData {
	const round = campaign.currentRound
	const end = campaign.archivedAt ?? round?.endDate ?? null
	return {
		id: campaign.id,
		name: campaign.name,
		status: campaign.status,
		startedAt: campaign.startedAt,
		wasLaunched: campaign.wasLaunched,
		startLabel: formatDate(campaign.startedAt, lng),
		endLabel: campaign.status === 'POSTPONED' ? null : formatDate(end, lng),
		statistic: round ? { ...round.statistic, usersCount: round.usersCount } : null,
		assignments: {
			completed: campaign.assignments.completed,
			inProgress: campaign.assignments.inProgress,
			notStarted: campaign.assignments.notStarted,
			overdue: campaign.assignments.overdue,
		},
	}
}

/** What an active campaign's edit may not take away, and its values as the form has them. */
export function campaignLocks(campaign: ExerciseCampaign): CampaignLocks {
	const assignmentType = recipientTypeOf(campaign.usersType)
	const ids =
		assignmentType === 'users'
			? campaign.learners.map((l) => l.id)
			: assignmentType === 'departments'
				? campaign.selectedDepartments.map((d) => d.id)
				: assignmentType === 'groups'
					? campaign.selectedGroups.map((g) => g.id)
					: []
	return {
		assignmentType,
		ids,
		daysToComplete: campaign.daysToComplete,
		notificationsEnabled: campaign.isNotificationEnabled,
		notificationSubject: campaign.notificationSubject,
		notificationMessage: campaign.notificationMessage,
	}
}

export type Choice = { id: string; name: string }

/**
 * The users the "users" recipient list offers: the first USERS_OFFERED users matching `text` (all of
 * them when empty), how many match in all, and the chosen ones by name (always listed, whatever the search).
 */
export type UsersSearch = { text: string; users: Choice[]; total: number; chosen: Choice[] }

const userChoice = (u: { id: string; fullName: string; email: string }): Choice => ({ id: u.id, name: `${u.fullName} (${u.email})` })

/** The chosen users by name, in their order (a page of ids at a time); an id the gateway no longer knows is left out. */
export async function namedUsers(viewer: Viewer, ids: readonly string[]): Promise<Choice[]> {
	const unique = [...new Set(ids)]
	const chunks: string[][] = []
	for (let i = 0; i < unique.length; i += USERS_OFFERED) chunks.push(unique.slice(i, i + USERS_OFFERED))
	const pages = await Promise.all(
		chunks.map((chunk) => listExerciseUsers(viewer.token, viewer.company.id, { pageNumber: 0, pageSize: USERS_OFFERED, ids: chunk })),
	)
	const byId = new Map(pages.flatMap((page) => page.users.map((u) => [u.id, userChoice(u)] as const)))
	return unique.flatMap((id) => byId.get(id) ?? [])
}

/** One users' search (see UsersSearch); the chosen ones' names only when asked for (a search from the page itself knows them). */
export async function searchUsers(viewer: Viewer, text: string, chosenIds: readonly string[] = []): Promise<UsersSearch> {
	const [page, chosen] = await Promise.all([
		listExerciseUsers(viewer.token, viewer.company.id, { pageNumber: 0, pageSize: USERS_OFFERED, searchText: text }),
		chosenIds.length ? namedUsers(viewer, chosenIds) : [],
	])
	return { text, users: page.users.map(userChoice), total: page.pageInfo.totalItems, chosen }
}

export type CampaignEditData = {
	id: string
	name: string
	locks: CampaignLocks
	defaultValue: Record<string, string | string[]>
	/** The chosen type's list (the type is locked): departments or groups with their learners (users: []). */
	choices: Choice[]
	/** The users' list of a campaign for chosen users: the first page of all users and the chosen ones. */
	usersSearch: UsersSearch | null
	targetsField: typeof TARGETS_FIELD
}

/** The Campaign Settings dialog's data, or null when the campaign cannot be edited (archived, a draft, outdated, not the company's). */
export async function loadCampaignEdit(viewer: Viewer, campaignId: string): Promise<CampaignEditData | null> {
	let campaign: ExerciseCampaign
	try {
		campaign = await getCampaign(viewer.token, viewer.company.id, campaignId)
	} catch {
		return null
	}
	if (!['ACTIVE', 'POSTPONED'].includes(campaign.status)) return null
	const locks = campaignLocks(campaign)
	const type = locks.assignmentType
	const [choices, usersSearch] = await Promise.all([
		type === 'departments' || type === 'groups' ? recipientChoices(viewer, type) : [],
		type === 'users' ? searchUsers(viewer, '').then((found) => ({ ...found, chosen: learnersOf(campaign) })) : null,
	])
	const idsField = { users: 'userIds', departments: 'departmentIds', groups: 'groupIds', all: null }[locks.assignmentType]
	return {
		id: campaign.id,
		name: campaign.name,
		locks,
		choices,
		usersSearch,
		targetsField: TARGETS_FIELD,
		defaultValue: {
			assignmentType: locks.assignmentType,
			...(idsField ? { [idsField]: locks.ids } : {}),
			...daysFields(campaign.daysToComplete),
			notificationsEnabled: campaign.isNotificationEnabled ? 'on' : '',
			notificationSubject: campaign.notificationSubject,
			notificationMessage: campaign.notificationMessage,
		},
	}
}

const withCount = (list: Array<{ id: string; name: string; usersCount: number }>) =>
	list.map(({ id, name, usersCount }) => ({ id, name: `${name} (${usersCount})` }))

/** The departments or groups a campaign may be for, each with its learners' count. */
export async function recipientChoices(viewer: Viewer, type: 'departments' | 'groups'): Promise<Choice[]> {
	const { token } = viewer
	const companyId = viewer.company.id
	return withCount(await (type === 'departments' ? listDepartmentsWithUsers : listGroupsWithUsers)(token, companyId))
}

/** A campaign's chosen users by name. */
function learnersOf(campaign: ExerciseCampaign): Choice[] {
	return campaign.learners.map(userChoice)
}
