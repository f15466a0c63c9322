import { redirect } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import { getTemplate, listDepartmentsWithUsers, listGroupsWithUsers, countExerciseUsers } from '#app/gateway/phishing-exercise.server.ts'
import {
	displayTimezone,
	getSimulationCampaign,
	listLoginPages,
	listSimulationTemplates,
	type SimulationCampaign,
} from '#app/gateway/phishing-simulation.server.ts'
import { settle } from '#app/lib/gateway-results.server.ts'
import { recipientTypeOf } from '#app/routes/phishing-exercise/campaign-options.ts'
import { searchUsers, type UsersSearch } from '#app/routes/phishing-exercise/campaigns.server.ts'
import { buildTemplatePreviewDocument } from '#server/shared/template-html.ts'
import {
	DEFAULT_DAYS_PER_ROUND,
	DEFAULT_FREQUENCY,
	DEFAULT_SEND_HOUR,
	TEMPLATES_PAGE_SIZE,
	type TemplateFilters,
} from './create-options.ts'
import { tabPath } from './list-options.ts'

// The create page's server side: the draft it continues, the template list for the posted filters, the
// landing pages, the recipients with their counts and the template preview.

/** A draft to continue (a campaign in any other state, or not the company's, goes back to the list). */
export async function draftOr302(viewer: Viewer, campaignId: string): Promise<SimulationCampaign> {
	const campaign =
		campaignId.length <= 200 ? await getSimulationCampaign(viewer.token, viewer.company.id, campaignId).catch(() => null) : null
	if (!campaign || campaign.status !== 'DRAFT') throw redirect(tabPath(campaign ? 'active' : 'drafts'))
	return campaign
}

/** The form's values of a saved draft, or of a new campaign (its dated name comes from the page, in its language). */
export function formValuesOf(campaign: SimulationCampaign | null, loginPageId: string): Record<string, string | string[]> {
	if (!campaign) {
		return {
			templateIds: [],
			loginPageId,
			assignmentType: 'all',
			frequency: DEFAULT_FREQUENCY,
			daysPerRound: DEFAULT_DAYS_PER_ROUND,
			sendHour: String(DEFAULT_SEND_HOUR),
			timezone: 'UTC',
			startMode: 'now',
			startDate: '',
		}
	}
	return {
		name: campaign.name,
		templateIds: [...campaign.templates].sort((a, b) => a.orderNumber - b.orderNumber).map((t) => t.templateId),
		loginPageId: campaign.loginPageId ?? loginPageId,
		assignmentType: recipientTypeOf(campaign.usersType),
		userIds: campaign.selectedUsersIds,
		departmentIds: campaign.selectedDepartmentsIds,
		groupIds: campaign.selectedGroupsIds,
		frequency: campaign.frequency,
		daysPerRound: String(campaign.daysPerRound),
		sendHour: String(campaign.sendHour),
		timezone: displayTimezone(campaign.timezone || 'UTC'),
		startMode: campaign.startDate ? 'date' : 'now',
		startDate: campaign.startDate ?? '',
	}
}

export type TemplateCard = {
	id: string
	name: string
	subject: string
	sender: string
	difficulty: 1 | 2 | 3
	category: string
	thumbnailUrl: string | null
}

export type TemplatesView = { filters: TemplateFilters; templates: TemplateCard[]; total: number; failed: boolean }

/** One page of the EMAIL templates the company may send, as the filters ask. */
export async function loadTemplatesView(request: Request, viewer: Viewer, filters: TemplateFilters): Promise<TemplatesView> {
	const page = await settle(request, () =>
		listSimulationTemplates(viewer.token, viewer.company.id, {
			difficulty: filters.difficulty ? Number(filters.difficulty) : undefined,
			category: filters.category || undefined,
			searchText: filters.searchText || undefined,
			pageNumber: filters.pageNumber,
			pageSize: TEMPLATES_PAGE_SIZE,
		}),
	)
	return {
		filters,
		templates: page.ok
			? page.value.templates.map((t) => ({
					id: t.id,
					name: t.name,
					subject: t.subject,
					sender: [t.fromName, t.fromEmail ? `<${t.fromEmail}>` : null].filter(Boolean).join(' '),
					difficulty: t.difficulty,
					category: t.category,
					thumbnailUrl: t.thumbnailUrl,
				}))
			: [],
		total: page.ok ? page.value.pageInfo.totalCount : 0,
		failed: !page.ok,
	}
}

/** The chosen templates by name (the list's first pages; an id it does not know keeps its id). */
export async function templateNames(viewer: Viewer, ids: readonly string[]): Promise<Record<string, string>> {
	if (ids.length === 0) return {}
	const names: Record<string, string> = {}
	const page = await listSimulationTemplates(viewer.token, viewer.company.id, { pageNumber: 0, pageSize: 100 }).catch(() => null)
	for (const t of page?.templates ?? []) if (ids.includes(t.id)) names[t.id] = t.name
	return names
}

export type Choice = { id: string; name: string; count: number }

export type RecipientsView = {
	allCount: number | null
	departments: Choice[]
	groups: Choice[]
	users: UsersSearch
}

/** Who can receive it: all users (their count), the departments and groups with their learners' counts, and a users' search. */
export async function loadRecipients(request: Request, viewer: Viewer, usersQuery: string, chosenUserIds: readonly string[]) {
	const { token } = viewer
	const companyId = viewer.company.id
	const [allCount, departments, groups, users] = await Promise.all([
		settle(request, () => countExerciseUsers(token, companyId)),
		settle(request, () => listDepartmentsWithUsers(token, companyId)),
		settle(request, () => listGroupsWithUsers(token, companyId)),
		settle(request, () => searchUsers(viewer, usersQuery, chosenUserIds)),
	])
	const choices = (list: Array<{ id: string; name: string; usersCount: number }>) =>
		list.map(({ id, name, usersCount }) => ({ id, name, count: usersCount }))
	return {
		view: {
			allCount: allCount.ok ? allCount.value : null,
			departments: departments.ok ? choices(departments.value) : [],
			groups: groups.ok ? choices(groups.value) : [],
			users: users.ok ? users.value : { text: usersQuery, users: [], total: 0, chosen: [] },
		} satisfies RecipientsView,
		failures: [allCount, departments, groups, users].map((r) => (r.ok ? null : r.failure)),
	}
}

/** The landing pages (spec 3 §7 v1/login_pages), with their preview address. */
export async function loadLoginPages(request: Request, viewer: Viewer) {
	const pages = await settle(request, () => listLoginPages(viewer.token, viewer.company.id))
	return { loginPages: pages.ok ? pages.value.loginPages : [], failure: pages.ok ? null : pages.failure }
}

/** `?preview={templateId}`: the template's email, sanitised for the preview frame (null when it cannot be read). */
export async function loadPreview(viewer: Viewer, templateId: string | null) {
	if (!templateId || templateId.length > 200) return null
	const template = await getTemplate(viewer.token, viewer.company.id, templateId).catch(() => null)
	if (!template || template.layoutType !== 'EMAIL') return null
	return {
		id: template.id,
		name: template.name,
		subject: template.subject,
		sender: [template.fromName, template.fromEmail ? `<${template.fromEmail}>` : null].filter(Boolean).join(' '),
		srcDoc: buildTemplatePreviewDocument(template.html),
	}
}
