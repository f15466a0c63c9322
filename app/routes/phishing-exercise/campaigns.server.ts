import { TARGETS_FIELD } from '#app/components/assignment-form/assignment-options.ts'
import {
	type ExerciseCampaign,
	getCampaign,
	listDepartmentsWithUsers,
	listExerciseUsers,
	listGroupsWithUsers,
} from '#app/gateway/phishing-exercise.server.ts'
import { formatDate } from '#app/lib/dates.ts'
import { type RecipientType, recipientTypeOf } from './campaign-options.ts'
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

export type CampaignEditData = {
	id: string
	name: string
	locks: CampaignLocks
	defaultValue: Record<string, string | string[]>
	/** The chosen type's list (the type is locked): departments or groups with their learners, or users. */
	choices: Choice[]
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
	const choices = await choicesFor(viewer, locks.assignmentType, campaign)
	const idsField = { users: 'userIds', departments: 'departmentIds', groups: 'groupIds', all: null }[locks.assignmentType]
	return {
		id: campaign.id,
		name: campaign.name,
		locks,
		choices,
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

/** The recipients a type offers: departments and groups with their learners' counts, or the users (the chosen first). */
export async function recipientChoices(viewer: Viewer, type: RecipientType, chosenUsers: Choice[] = []): Promise<Choice[]> {
	const { token } = viewer
	const companyId = viewer.company.id
	if (type === 'departments') return withCount(await listDepartmentsWithUsers(token, companyId))
	if (type === 'groups') return withCount(await listGroupsWithUsers(token, companyId))
	if (type === 'users') {
		const page = await listExerciseUsers(token, companyId, { pageNumber: 0, pageSize: USERS_OFFERED })
		const chosen = new Set(chosenUsers.map((u) => u.id))
		return [...chosenUsers, ...page.users.filter((u) => !chosen.has(u.id)).map((u) => ({ id: u.id, name: `${u.fullName} (${u.email})` }))]
	}
	return []
}

function choicesFor(viewer: Viewer, type: RecipientType, campaign: ExerciseCampaign): Promise<Choice[]> {
	return recipientChoices(
		viewer,
		type,
		campaign.learners.map((l) => ({ id: l.id, name: `${l.fullName} (${l.email})` })),
	)
}
