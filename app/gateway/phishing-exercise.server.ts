import { z } from 'zod'
import {
	ANSWER_KINDS,
	ANSWER_STATUSES,
	ASSIGNMENT_STATUSES,
	CALLOUT_PLACES,
	CAMPAIGN_STATUSES,
	LAYOUT_TYPES,
	type ReportList,
	type ReportOrderBy,
	TEMPLATE_TYPES,
	type TemplateOrderBy,
	USERS_TYPES,
	type AnswerKind,
	type AnswerStatus,
	type AssignmentStatus,
	type CalloutPlace,
	type Difficulty,
	type LayoutType,
	type UsersType,
} from '#server/shared/phishing-exercise.ts'
import { callGateway, type GatewayQuery, openGatewayDownload, seg } from './client.server.ts'
import { GatewayError } from './errors.ts'
import { PageInfoSchema } from './lists.server.ts'
import { sendBodyToGateway } from './raw-upload.server.ts'

// The phishing exercise (spec 3 §2 "Phishing exercise", §3 Template/Answer/Callout/Pack/campaign/report
// rows, §7 "Exercise campaigns and recipients", "Packs and templates", "Exercise reports"), under
// /phishing-exercise/api/v1. Method and path as spec 3 §7 writes them; the reference gateway's choices
// where the spec says "not shown" are marked (ref). Constants, statuses and messages live in
// #server/shared/phishing-exercise.ts (pure: the browser may import it), re-exported here.
//
// Calls (under /phishing-exercise/api/v1):
//   GET    /packs/available?companyId                      listAvailablePacks   (ref: the packs a company may use, with counts)
//   GET    /packs                                          listPacks            (ref: every platform pack)
//   GET    /company/{c}/pack/{packId}/templates            listPackTemplates    (ref path; pageNumber, pageSize)
//   GET    /company/{c}/templates                          listTemplates        (order, orderBy name|updatedAt, name, paging)
//   GET    /company/{c}/template/{id}                      getTemplate
//   POST   /company/{c}/template/create                    createTemplate       (multipart)
//   PUT    /company/{c}/template/{id}/update               updateTemplate       (multipart, + isDeleteThumbnail)
//   DELETE /company/{c}/template/{id}/delete               deleteTemplate       (409 templateInUse)
//   GET    /company/{c}/users/page                         listExerciseUsers    (ref shape: paging + searchText)
//   GET    /company/{c}/users/by_departments               listDepartmentsWithUsers (ref: departments with user counts)
//   GET    /company/{c}/users/by_groups                    listGroupsWithUsers  (ref: groups with user counts)
//   GET    /company/{c}/users/count                        countExerciseUsers
//   GET    /company/{c}/users/count_by_departments         countUsersByDepartments (departmentId[])
//   GET    /company/{c}/users/count_by_groups              countUsersByGroups   (groupId[])
//   GET    /company/{c}/user/{userId}/results              getUserExerciseResults
//   GET    /company/{c}/campaigns/active                   listActiveCampaigns  (pageNumber, pageSize)
//   GET    /company/{c}/campaigns/archive                  listArchivedCampaigns
//   GET    /company/{c}/campaign/{id}                      getCampaign
//   POST   /company/{c}/campaign/create                    createCampaign
//   PUT    /company/{c}/campaign/{id}/update               updateCampaign       (409 campaignLocked on a lock of spec 3 §4)
//   PUT    /company/{c}/campaign/{id}/archive              archiveCampaign
//   DELETE /company/{c}/campaign/{id}/delete               deleteCampaign
//   GET    /company/{c}/campaign/{id}/report/statistics    getReportStatistics  (departments[], groups[])
//   GET    /company/{c}/campaign/{id}/report/{users|departments|groups|templates}  getReportList
//   GET    /company/{c}/campaign/{id}/report/template/{templateId}   getTemplateUsersReport
//   GET    /company/{c}/campaign/{id}/report/user/{userId}           getUserTemplatesReport
//   GET    /company/{c}/campaign/{id}/report/filter/departments      listReportDepartments
//   GET    /company/{c}/campaign/{id}/report/filter/groups           listReportGroups
//   GET    /company/{c}/campaigns/report/statistics        getCompanyExerciseStatistics
//   GET    /company/{c}/campaigns/report/summary           getCompanyExerciseSummary (paged rows per campaign)
//   GET    /company/{c}/campaigns/report/filter/campaigns  listReportCampaigns
//   GET    /company/{c}/dashboard/report                   getExerciseDashboard
//
// (ref) choices: pageNumber is 0-based everywhere (as the console's table query). Report lists answer
// { rows, pageInfo }. Every report list's CSV is the same call with isCsv=true: with Accept text/csv the
// reply is the CSV itself (streamed to the browser by openReportCsv, written through
// server/shared/csv-cells.ts); with Accept application/json it is { data: csvText } as the spec says.
// A report of a POSTPONED campaign is 409 campaign_postponed with POSTPONED_REPORT_MESSAGE. Refusals of
// spec 3 §5's rules are 422 with validationResults [{ field, message }] carrying the spec's messages
// (readFieldErrors below gives them by field); the thumbnail's are 415 / 413 with the spec's messages.
// Template thumbnails are served by the gateway at thumbnailUrl (an unguessable public address, as the
// company logo). An SMS template's `html` holds the message as plain text (shown as text, never as HTML);
// an email template's `html` is sanitised by the gateway on store (server/shared/template-html.ts) and
// must be sanitised again before it is shown (buildTemplatePreviewDocument there).

export * from '#server/shared/phishing-exercise.ts'

export const EXERCISE_BASE = '/phishing-exercise/api/v1'
const companyPath = (companyId: string) => `${EXERCISE_BASE}/company/${seg(companyId)}`
const campaignPath = (companyId: string, campaignId: string) => `${companyPath(companyId)}/campaign/${seg(campaignId)}`

// ─── Shapes ──────────────────────────────────────────────────────────────────

export const AnswerSchema = z.object({
	/** The answer's kind (its label key). */
	name: z.enum(ANSWER_KINDS),
	/** Empty (null) before a choice is made in the wizard; stored templates always have one. */
	status: z.enum(ANSWER_STATUSES).nullable(),
	description: z.string(),
})
export type Answer = z.infer<typeof AnswerSchema>

export const CalloutSchema = z.object({
	/** (ref) Where the callout points: 'header' for the header callout, else the anchor text's key (`body-{orderNumber}`). */
	anchor: z.string(),
	/** The body text the callout highlights ('' for the header callout). */
	anchorText: z.string(),
	description: z.string(),
	/** 0 for the header callout, 1 and up in the body. */
	orderNumber: z.number().int().min(0),
	place: z.enum(CALLOUT_PLACES),
})
export type Callout = z.infer<typeof CalloutSchema>

const DifficultySchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

/** A template as lists show it (no html nor designData: getTemplate has them). */
export const TemplateSummarySchema = z.object({
	id: z.string(),
	name: z.string(),
	layoutType: z.enum(LAYOUT_TYPES),
	subject: z.string(),
	fromName: z.string().nullable(),
	fromEmail: z.string().nullable(),
	fromPhone: z.string().nullable(),
	thumbnailUrl: z.string().nullable(),
	difficulty: DifficultySchema,
	/** custom, corporate or consumer. */
	category: z.string(),
	type: z.enum(TEMPLATE_TYPES),
	/** CUSTOM and the company's own: the edit and delete menu items may show. */
	isEditable: z.boolean(),
	/** (ref) Used by a campaign that is not archived: Edit and Delete are disabled (EXERCISE_MESSAGES.templateInUse). */
	isUsedInActiveCampaign: z.boolean(),
	/** The company's id for a CUSTOM template, null for a platform one. */
	companyId: z.string().nullable(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>

export const TemplateSchema = TemplateSummarySchema.extend({
	legend: z.string(),
	/** Email: the sanitised HTML (sanitise again before showing). SMS: the message text. */
	html: z.string(),
	/** The email editor's project data (GrapesJS getProjectData()); null for SMS and platform templates. */
	designData: z.unknown().nullable(),
	answers: z.array(AnswerSchema),
	callouts: z.array(CalloutSchema),
})
export type Template = z.infer<typeof TemplateSchema>

export const TemplatePageSchema = z.object({ templates: z.array(TemplateSummarySchema), pageInfo: PageInfoSchema })
export type TemplatePage = z.infer<typeof TemplatePageSchema>

export const PackSchema = z.object({
	id: z.string(),
	name: z.string(),
	thumbnail: z.string().nullable(),
	difficulty: DifficultySchema,
	templatesEmailCount: z.number().int(),
	templatesSmsCount: z.number().int(),
	templatesTotalCount: z.number().int(),
	/** (ref) The pack's templates in order, as summaries (listPackTemplates pages them). */
	templates: z.array(TemplateSummarySchema),
})
export type Pack = z.infer<typeof PackSchema>
export const PacksSchema = z.object({ packs: z.array(PackSchema) })

const NamedSchema = z.object({ id: z.string(), name: z.string() })
export type Named = z.infer<typeof NamedSchema>

export const CampaignStatisticSchema = z.object({
	/** Learners the campaign was sent to (of currentRound.usersCount). */
	sent: z.number().int(),
	/** (ref) Answers that reported the message as phishing. */
	phishedReported: z.number().int(),
	/** (ref) Answers that took the message as legitimate. */
	phishedUnreported: z.number().int(),
	/** (ref) Answers that checked first (call and verify, official app). */
	openedReported: z.number().int(),
})

export const CampaignRoundSchema = z.object({
	roundNumber: z.number().int(),
	usersCount: z.number().int(),
	templatesCount: z.number().int(),
	statistic: CampaignStatisticSchema,
	startDate: z.string().nullable(),
	endDate: z.string().nullable(),
	/** (ref) One sending period per round in the reference gateway. */
	sendingPeriods: z.number().int(),
})

export const CampaignAssignmentsSchema = z.object({
	total: z.number().int(),
	completed: z.number().int(),
	inProgress: z.number().int(),
	notStarted: z.number().int(),
	overdue: z.number().int(),
})

export const CampaignTemplateSchema = z.object({
	id: z.string(),
	name: z.string(),
	layoutType: z.enum(LAYOUT_TYPES),
	thumbnailUrl: z.string().nullable(),
	orderNumber: z.number().int(),
})

export const CampaignLearnerSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() })

export const ExerciseCampaignSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.enum(CAMPAIGN_STATUSES),
	/** When it starts or started; null for a draft. */
	startedAt: z.string().nullable(),
	archivedAt: z.string().nullable(),
	/** (ref) False for a campaign archived before its start ('The campaign wasn't launched') and for a draft. */
	wasLaunched: z.boolean(),
	/** Average learner score 0–100 of the completed learners; null while nobody completed. */
	score: z.number().nullable(),
	usersType: z.enum(USERS_TYPES),
	assignments: CampaignAssignmentsSchema,
	daysToComplete: z.number().int(),
	templates: z.array(CampaignTemplateSchema),
	pack: z.object({ id: z.string(), name: z.string(), difficulty: DifficultySchema }).nullable(),
	isNotificationEnabled: z.boolean(),
	notificationSubject: z.string(),
	notificationMessage: z.string(),
	selectedDepartments: z.array(NamedSchema),
	selectedGroups: z.array(NamedSchema),
	/** The chosen learners of USERS_SELECTED (empty for the other types). */
	learners: z.array(CampaignLearnerSchema),
	firstPeriodStartedAt: z.string().nullable(),
	nextRoundAt: z.string().nullable(),
	isSmart: z.boolean(),
	currentRound: CampaignRoundSchema.nullable(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type ExerciseCampaign = z.infer<typeof ExerciseCampaignSchema>

export const CampaignPageSchema = z.object({ campaigns: z.array(ExerciseCampaignSchema), pageInfo: PageInfoSchema })
export type CampaignPage = z.infer<typeof CampaignPageSchema>

export const CreatedSchema = z.object({ id: z.string() })

// ─── Packs and templates ─────────────────────────────────────────────────────

/** (ref) GET /packs/available?companyId: the platform packs the company may launch (all, in the reference gateway), by difficulty then name. */
export async function listAvailablePacks(token: string, companyId: string): Promise<Pack[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${EXERCISE_BASE}/packs/available`,
		token,
		query: { companyId },
		schema: PacksSchema,
	})
	return reply.packs
}

/** (ref) GET /packs: every platform pack. */
export async function listPacks(token: string): Promise<Pack[]> {
	const reply = await callGateway({ method: 'GET', path: `${EXERCISE_BASE}/packs`, token, schema: PacksSchema })
	return reply.packs
}

export const PackTemplatesSchema = z.object({
	pack: PackSchema.omit({ templates: true }),
	templates: z.array(TemplateSummarySchema),
	pageInfo: PageInfoSchema,
})
export type PackTemplates = z.infer<typeof PackTemplatesSchema>

/** (ref) path: GET /company/{companyId}/pack/{packId}/templates (pageNumber from 0, pageSize): the pack's templates in order. */
export function listPackTemplates(
	token: string,
	companyId: string,
	packId: string,
	query: { pageNumber: number; pageSize: number },
): Promise<PackTemplates> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/pack/${seg(packId)}/templates`,
		token,
		query,
		schema: PackTemplatesSchema,
	})
}

export type TemplateListQuery = {
	/** From 0. */
	pageNumber: number
	pageSize: number
	order: 'asc' | 'desc'
	orderBy: TemplateOrderBy
	/** Part of the name (case-insensitive). */
	name?: string
	/** (ref) Only these layouts / only CUSTOM or PLATFORM ones. */
	layoutType?: LayoutType
	type?: (typeof TEMPLATE_TYPES)[number]
}

/** GET /company/{companyId}/templates: the company's CUSTOM templates and the platform's, one page (default updatedAt descending). */
export function listTemplates(token: string, companyId: string, query: TemplateListQuery): Promise<TemplatePage> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/templates`,
		token,
		query: {
			companyId,
			pageNumber: query.pageNumber,
			pageSize: query.pageSize,
			order: query.order,
			orderBy: query.orderBy,
			name: query.name || undefined,
			layoutType: query.layoutType,
			type: query.type,
		},
		schema: TemplatePageSchema,
	})
}

/** GET /company/{companyId}/template/{templateId}: one template (the company's own or a platform one), else 404. */
export function getTemplate(token: string, companyId: string, templateId: string): Promise<Template> {
	return callGateway({ method: 'GET', path: `${companyPath(companyId)}/template/${seg(templateId)}`, token, schema: TemplateSchema })
}

/** A thumbnail file: a Blob (a File from a form). */
export type ThumbnailUpload = Blob

export type TemplateInput = {
	name: string
	layoutType: LayoutType
	/** Email: required. SMS: '' (the reference gateway keeps it empty). */
	subject: string
	/** Email only (the display name). */
	fromName: string | null
	/** Email: the sender address ('Username'). */
	fromEmail: string | null
	/** SMS only: a phone number or a contact name. */
	fromPhone: string | null
	legend: string
	/** Email: the editor's inlined HTML (the gateway sanitises it). SMS: the message text. */
	html: string
	/** Email: editor.getProjectData(); null without the visual editor or for SMS. */
	designData: unknown
	answers: Array<{ name: AnswerKind; status: AnswerStatus | null; description: string }>
	callouts: Array<{ anchor: string; anchorText: string; description: string; orderNumber: number; place: CalloutPlace }>
	/** (ref) 1 by default for a CUSTOM template. */
	difficulty?: Difficulty
	/** A new thumbnail (PNG or JPG under 200KB), or none. */
	thumbnail?: ThumbnailUpload | null
}

/** POST /company/{companyId}/template/create, multipart: a CUSTOM template of the company. 422 with the spec's messages; 415/413 for the thumbnail. */
export function createTemplate(token: string, companyId: string, input: TemplateInput): Promise<Template> {
	return sendBodyToGateway({
		method: 'POST',
		path: `${companyPath(companyId)}/template/create`,
		token,
		body: templateForm(input),
		schema: TemplateSchema,
	})
}

/** PUT /company/{companyId}/template/{templateId}/update, multipart: the same fields plus isDeleteThumbnail. 403 template_not_editable for a platform template, 409 templateInUse. */
export function updateTemplate(
	token: string,
	companyId: string,
	templateId: string,
	input: TemplateInput & { isDeleteThumbnail?: boolean },
): Promise<Template> {
	const form = templateForm(input)
	form.set('isDeleteThumbnail', input.isDeleteThumbnail ? 'true' : 'false')
	return sendBodyToGateway({
		method: 'PUT',
		path: `${companyPath(companyId)}/template/${seg(templateId)}/update`,
		token,
		body: form,
		schema: TemplateSchema,
	})
}

/** DELETE /company/{companyId}/template/{templateId}/delete: only CUSTOM ones; 409 template_in_active_campaign with EXERCISE_MESSAGES.templateInUse. */
export function deleteTemplate(token: string, companyId: string, templateId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `${companyPath(companyId)}/template/${seg(templateId)}/delete`,
		token,
		responseType: 'none',
	})
}

/** The multipart fields of a template: scalars as text, answers / callouts / designData as JSON text, thumbnail as a file. */
export function templateForm(input: TemplateInput): FormData {
	const form = new FormData()
	form.set('name', input.name)
	form.set('layoutType', input.layoutType)
	form.set('subject', input.subject)
	if (input.fromName !== null) form.set('fromName', input.fromName)
	if (input.fromEmail !== null) form.set('fromEmail', input.fromEmail)
	if (input.fromPhone !== null) form.set('fromPhone', input.fromPhone)
	form.set('legend', input.legend)
	form.set('html', input.html)
	form.set('designData', input.designData === null || input.designData === undefined ? '' : JSON.stringify(input.designData))
	form.set('answers', JSON.stringify(input.answers))
	form.set('callouts', JSON.stringify(input.callouts))
	if (input.difficulty) form.set('difficulty', String(input.difficulty))
	if (input.thumbnail && input.thumbnail.size > 0) form.set('thumbnail', input.thumbnail, 'thumbnail')
	return form
}

/**
 * The spec's messages of a 422 refusal by field (validationResults [{ field, message }]): e.g.
 * { name: 'Please add Template Name.', 'answers.0.status': 'Please choose answer status.' }. The
 * GatewayError keeps only the field names, so this re-reads them from its details; the gateway also
 * sends each as a detail { code: field, description: message }.
 */
export function readFieldErrors(error: unknown): Record<string, string> {
	if (!(error instanceof GatewayError) || error.status !== 422) return {}
	const result: Record<string, string> = {}
	for (const detail of error.details) if (detail.code && !(detail.code in result)) result[detail.code] = detail.description
	return result
}

// ─── Recipients ──────────────────────────────────────────────────────────────

export const ExerciseUserSchema = z.object({
	id: z.string(),
	fullName: z.string(),
	email: z.string(),
	departmentId: z.string().nullable(),
	departmentName: z.string().nullable(),
})
export type ExerciseUser = z.infer<typeof ExerciseUserSchema>
export const ExerciseUserPageSchema = z.object({ users: z.array(ExerciseUserSchema), pageInfo: PageInfoSchema })
export type ExerciseUserPage = z.infer<typeof ExerciseUserPageSchema>

/**
 * GET /company/{companyId}/users/page: the company's learners (enabled users) who can be chosen, by
 * name. (ref) query: pageNumber from 0, pageSize, searchText (name or email), ids (only these: to name the chosen ones).
 */
export function listExerciseUsers(
	token: string,
	companyId: string,
	query: { pageNumber: number; pageSize: number; searchText?: string; ids?: string[] },
): Promise<ExerciseUserPage> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/users/page`,
		token,
		query: {
			pageNumber: query.pageNumber,
			pageSize: query.pageSize,
			searchText: query.searchText || undefined,
			ids: query.ids?.length ? query.ids : undefined,
		},
		schema: ExerciseUserPageSchema,
	})
}

export const NamedCountSchema = z.object({ id: z.string(), name: z.string(), usersCount: z.number().int() })
export type NamedCount = z.infer<typeof NamedCountSchema>

/** (ref) GET /company/{companyId}/users/by_departments: the departments by name, each with its learners' count. */
export async function listDepartmentsWithUsers(token: string, companyId: string): Promise<NamedCount[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/users/by_departments`,
		token,
		schema: z.object({ departments: z.array(NamedCountSchema) }),
	})
	return reply.departments
}

/** (ref) GET /company/{companyId}/users/by_groups: the groups by name, each with its learners' count. */
export async function listGroupsWithUsers(token: string, companyId: string): Promise<NamedCount[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/users/by_groups`,
		token,
		schema: z.object({ groups: z.array(NamedCountSchema) }),
	})
	return reply.groups
}

const CountSchema = z.object({ count: z.number().int() })

/** GET /company/{companyId}/users/count: the company's learners (what USERS_ALL assigns). */
export async function countExerciseUsers(token: string, companyId: string): Promise<number> {
	return (await callGateway({ method: 'GET', path: `${companyPath(companyId)}/users/count`, token, schema: CountSchema })).count
}

/** GET /company/{companyId}/users/count_by_departments?departmentId=…: distinct learners of those departments. */
export async function countUsersByDepartments(token: string, companyId: string, departmentIds: string[]): Promise<number> {
	const reply = await callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/users/count_by_departments`,
		token,
		query: { departmentId: departmentIds },
		schema: CountSchema,
	})
	return reply.count
}

/** GET /company/{companyId}/users/count_by_groups?groupId=…: distinct learners of those groups. */
export async function countUsersByGroups(token: string, companyId: string, groupIds: string[]): Promise<number> {
	const reply = await callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/users/count_by_groups`,
		token,
		query: { groupId: groupIds },
		schema: CountSchema,
	})
	return reply.count
}

export const UserExerciseResultSchema = z.object({
	campaignId: z.string(),
	campaignName: z.string(),
	campaignStatus: z.enum(CAMPAIGN_STATUSES),
	status: z.enum(ASSIGNMENT_STATUSES),
	completionPercentage: z.number(),
	correct: z.number().int(),
	partial: z.number().int(),
	wrong: z.number().int(),
	score: z.number().nullable(),
	completedAt: z.string().nullable(),
})
export type UserExerciseResult = z.infer<typeof UserExerciseResultSchema>

/** GET /company/{companyId}/user/{userId}/results: (ref) the learner's result in each launched campaign, newest first. */
export async function getUserExerciseResults(token: string, companyId: string, userId: string): Promise<UserExerciseResult[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/user/${seg(userId)}/results`,
		token,
		schema: z.object({ results: z.array(UserExerciseResultSchema) }),
	})
	return reply.results
}

// ─── Campaigns ───────────────────────────────────────────────────────────────

/** GET /company/{companyId}/campaigns/active: DRAFT, POSTPONED, ACTIVE, SUSPENDED and OUTDATED campaigns, newest first. */
export function listActiveCampaigns(
	token: string,
	companyId: string,
	query: { pageNumber: number; pageSize: number },
): Promise<CampaignPage> {
	return callGateway({ method: 'GET', path: `${companyPath(companyId)}/campaigns/active`, token, query, schema: CampaignPageSchema })
}

/** GET /company/{companyId}/campaigns/archive: ARCHIVED campaigns, last archived first. */
export function listArchivedCampaigns(
	token: string,
	companyId: string,
	query: { pageNumber: number; pageSize: number },
): Promise<CampaignPage> {
	return callGateway({ method: 'GET', path: `${companyPath(companyId)}/campaigns/archive`, token, query, schema: CampaignPageSchema })
}

/** GET /company/{companyId}/campaign/{campaignId}. */
export function getCampaign(token: string, companyId: string, campaignId: string): Promise<ExerciseCampaign> {
	return callGateway({ method: 'GET', path: campaignPath(companyId, campaignId), token, schema: ExerciseCampaignSchema })
}

export type CampaignNotification = { isEnabled: boolean; subject: string; message: string }

/** Spec 3 §3 "Create payload". */
export type NewExerciseCampaign = {
	name: string
	/** ISO date-time; null or not later than now starts now (the console sends 9:00 of a later day). */
	startedAt: string | null
	daysToComplete: number
	notification: CampaignNotification
	usersType: UsersType
	selectedDepartmentsIds: string[]
	selectedGroupsIds: string[]
	selectedUsersIds: string[]
	/** A pack (its templates in order), or null with `templates`. */
	packId: string | null
	/** Up to MAX_CAMPAIGN_TEMPLATES, when no pack. */
	templates: Array<{ orderNumber: number; templateId: string }>
	/** (ref) Save as a DRAFT (no learners assigned, nothing sent); the rules of a launch are not checked. */
	isDraft?: boolean
	/** (ref) The draft this launch (or save) replaces: it is deleted in the same transaction. */
	draftId?: string
}

/** POST /company/{companyId}/campaign/create: assigns the learners (POSTPONED when startedAt is later, else ACTIVE), sends the notification emails when enabled. */
export function createCampaign(token: string, companyId: string, body: NewExerciseCampaign): Promise<ExerciseCampaign> {
	return callGateway({ method: 'POST', path: `${companyPath(companyId)}/campaign/create`, token, body, schema: ExerciseCampaignSchema })
}

/**
 * Spec 3 §3 "Update payload" (companyId and campaignId are in the path too). The gateway enforces spec
 * 3 §4 "Editing an active campaign": usersType unchanged, selected ids only added (409 campaign_locked),
 * an archived campaign unchangeable (409 campaign_archived). Newly added learners are assigned.
 */
export type ExerciseCampaignUpdate = {
	companyId: string
	campaignId: string
	daysToComplete: number
	notification: CampaignNotification
	usersType: UsersType
	selectedDepartmentsIds: string[]
	selectedGroupsIds: string[]
	selectedUsersIds: string[]
}

/** PUT /company/{companyId}/campaign/{campaignId}/update. */
export function updateCampaign(
	token: string,
	companyId: string,
	campaignId: string,
	body: Omit<ExerciseCampaignUpdate, 'companyId' | 'campaignId'>,
): Promise<ExerciseCampaign> {
	return callGateway({
		method: 'PUT',
		path: `${campaignPath(companyId, campaignId)}/update`,
		token,
		body: { ...body, companyId, campaignId },
		schema: ExerciseCampaignSchema,
	})
}

/** PUT /company/{companyId}/campaign/{campaignId}/archive: irreversible; 409 campaign_archived when archived already. */
export function archiveCampaign(token: string, companyId: string, campaignId: string): Promise<void> {
	return callGateway({ method: 'PUT', path: `${campaignPath(companyId, campaignId)}/archive`, token, responseType: 'none' })
}

/** DELETE /company/{companyId}/campaign/{campaignId}/delete: the campaign and its reports. */
export function deleteCampaign(token: string, companyId: string, campaignId: string): Promise<void> {
	return callGateway({ method: 'DELETE', path: `${campaignPath(companyId, campaignId)}/delete`, token, responseType: 'none' })
}

// ─── Reports ─────────────────────────────────────────────────────────────────

export const StatusCountsSchema = z.object({
	COMPLETED: z.number().int(),
	IN_PROGRESS: z.number().int(),
	NOT_STARTED: z.number().int(),
	OVERDUE: z.number().int(),
})

export const ReportStatisticsSchema = z.object({
	statistic: z.object({
		statuses: StatusCountsSchema,
		total: z.object({
			/** 0–100; null while nobody completed. */
			averageScore: z.number().nullable(),
			/** (ref) Learners counted (after the filters). */
			learners: z.number().int(),
			/** (ref) Percent of learners completed. */
			completionPercentage: z.number(),
		}),
	}),
	campaign: z.object({
		id: z.string(),
		name: z.string(),
		status: z.enum(CAMPAIGN_STATUSES),
		startedAt: z.string().nullable(),
		archivedAt: z.string().nullable(),
		daysToComplete: z.number().int(),
	}),
})
export type ReportStatistics = z.infer<typeof ReportStatisticsSchema>

export type ReportFilters = { status?: AssignmentStatus[]; departments?: string[]; groups?: string[] }

/** GET …/campaign/{campaignId}/report/statistics?departments&groups: the stats bar. 409 campaign_postponed for a campaign that has not started. */
export function getReportStatistics(
	token: string,
	companyId: string,
	campaignId: string,
	filters: Pick<ReportFilters, 'departments' | 'groups'> = {},
): Promise<ReportStatistics> {
	return callGateway({
		method: 'GET',
		path: `${campaignPath(companyId, campaignId)}/report/statistics`,
		token,
		query: { companyId, campaignId, departments: nonEmpty(filters.departments), groups: nonEmpty(filters.groups) },
		schema: ReportStatisticsSchema,
	})
}

export const UserReportRowSchema = z.object({
	id: z.string(),
	fullName: z.string(),
	email: z.string(),
	/** Department names (joined with commas on screen). */
	departments: z.array(z.string()),
	status: z.enum(ASSIGNMENT_STATUSES),
	/** Days left; null for overdue or completed learners ('-'). */
	daysToComplete: z.number().int().nullable(),
	completionPercentage: z.number(),
	correct: z.number().int(),
	partial: z.number().int(),
	wrong: z.number().int(),
	/** 0–100 (shown divided by 10 when positive). */
	score: z.number(),
	completedAt: z.string().nullable(),
})
export type UserReportRow = z.infer<typeof UserReportRowSchema>

export const GroupReportRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	learners: z.number().int(),
	completionPercentage: z.number(),
	completed: z.number().int(),
	inProgress: z.number().int(),
	notStarted: z.number().int(),
	overdue: z.number().int(),
})
export type GroupReportRow = z.infer<typeof GroupReportRowSchema>

export const TemplateReportRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	thumbnailUrl: z.string().nullable(),
	layoutType: z.enum(LAYOUT_TYPES),
	correct: z.number().int(),
	partial: z.number().int(),
	wrong: z.number().int(),
	total: z.number().int(),
})
export type TemplateReportRow = z.infer<typeof TemplateReportRowSchema>

export const TemplateUserRowSchema = z.object({
	id: z.string(),
	fullName: z.string(),
	/** null shows '-'. */
	email: z.string().nullable(),
	/** null while the learner has not answered this template. */
	answer: z.object({ name: z.enum(ANSWER_KINDS), status: z.enum(ANSWER_STATUSES) }).nullable(),
})
export type TemplateUserRow = z.infer<typeof TemplateUserRowSchema>

export const UserTemplateRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	thumbnail: z.string().nullable(),
	layoutType: z.enum(LAYOUT_TYPES),
	answer: z.enum(ANSWER_KINDS).nullable(),
	answerStatus: z.enum(ANSWER_STATUSES).nullable(),
})
export type UserTemplateRow = z.infer<typeof UserTemplateRowSchema>

const ROW_SCHEMAS = {
	users: UserReportRowSchema,
	departments: GroupReportRowSchema,
	groups: GroupReportRowSchema,
	templates: TemplateReportRowSchema,
} as const
export type CampaignReportList = keyof typeof ROW_SCHEMAS
export type ReportRow<L extends CampaignReportList> = z.infer<(typeof ROW_SCHEMAS)[L]>
export type ReportPage<L extends CampaignReportList> = { rows: Array<ReportRow<L>>; pageInfo: z.infer<typeof PageInfoSchema> }

export type ReportQuery<L extends ReportList> = ReportFilters & {
	/** From 0. */
	pageNumber: number
	pageSize: number
	order: 'asc' | 'desc'
	orderBy: ReportOrderBy<L>
	searchText?: string
}

function reportQuery(query: Partial<ReportQuery<ReportList>>): GatewayQuery {
	return {
		pageNumber: query.pageNumber,
		pageSize: query.pageSize,
		order: query.order,
		orderBy: query.orderBy,
		searchText: query.searchText || undefined,
		status: nonEmpty(query.status),
		departments: nonEmpty(query.departments),
		groups: nonEmpty(query.groups),
	}
}

/** GET …/campaign/{campaignId}/report/{users|departments|groups|templates}: one page (status/departments/groups filters, search, sort). 409 campaign_postponed. */
export async function getReportList<L extends CampaignReportList>(
	token: string,
	companyId: string,
	campaignId: string,
	list: L,
	query: ReportQuery<L>,
): Promise<ReportPage<L>> {
	const schema = z.object({ rows: z.array(ROW_SCHEMAS[list]), pageInfo: PageInfoSchema })
	const reply = await callGateway({
		method: 'GET',
		path: `${campaignPath(companyId, campaignId)}/report/${list}`,
		token,
		query: reportQuery(query),
		schema,
	})
	return reply as ReportPage<L>
}

export const TemplateUsersReportSchema = z.object({
	template: z.object({ id: z.string(), name: z.string(), layoutType: z.enum(LAYOUT_TYPES), thumbnailUrl: z.string().nullable() }),
	rows: z.array(TemplateUserRowSchema),
	pageInfo: PageInfoSchema,
})
export type TemplateUsersReport = z.infer<typeof TemplateUsersReportSchema>

/** GET …/report/template/{templateId}: the template's learners and their answers (default status descending; status filters answer status here: CORRECT/PARTIAL/WRONG via `answerStatus`). */
export function getTemplateUsersReport(
	token: string,
	companyId: string,
	campaignId: string,
	templateId: string,
	query: ReportQuery<'templateUsers'> & { answerStatus?: AnswerStatus[] },
): Promise<TemplateUsersReport> {
	return callGateway({
		method: 'GET',
		path: `${campaignPath(companyId, campaignId)}/report/template/${seg(templateId)}`,
		token,
		query: { ...reportQuery(query), answerStatus: nonEmpty(query.answerStatus) },
		schema: TemplateUsersReportSchema,
	})
}

export const UserTemplatesReportSchema = z.object({
	user: z.object({ id: z.string(), fullName: z.string(), email: z.string(), status: z.enum(ASSIGNMENT_STATUSES) }),
	rows: z.array(UserTemplateRowSchema),
	pageInfo: PageInfoSchema,
})
export type UserTemplatesReport = z.infer<typeof UserTemplatesReportSchema>

/** GET …/report/user/{userId}: the learner's templates and answers (default answerStatus descending; searchText on the template name). */
export function getUserTemplatesReport(
	token: string,
	companyId: string,
	campaignId: string,
	userId: string,
	query: ReportQuery<'userTemplates'>,
): Promise<UserTemplatesReport> {
	return callGateway({
		method: 'GET',
		path: `${campaignPath(companyId, campaignId)}/report/user/${seg(userId)}`,
		token,
		query: reportQuery(query),
		schema: UserTemplatesReportSchema,
	})
}

/** What a report CSV is of: a tab's list, or one row dialog's. */
export type ReportCsvTarget =
	{ list: CampaignReportList } | { list: 'templateUsers'; templateId: string } | { list: 'userTemplates'; userId: string }

/**
 * The CSV variant (isCsv=true, Accept text/csv) of a report list: every row the filters, search and
 * sort select (no paging), columns REPORT_CSV_COLUMNS[list] after a header row; body unread, for
 * app/lib/csv-export.server.ts's safeCsvDownload to stream to the browser.
 */
export function openReportCsv(
	token: string,
	companyId: string,
	campaignId: string,
	target: ReportCsvTarget,
	query: Omit<Partial<ReportQuery<ReportList>>, 'pageNumber' | 'pageSize'> & { answerStatus?: AnswerStatus[] },
	signal?: AbortSignal,
): Promise<Response> {
	const base = `${campaignPath(companyId, campaignId)}/report`
	const path =
		target.list === 'templateUsers'
			? `${base}/template/${seg(target.templateId)}`
			: target.list === 'userTemplates'
				? `${base}/user/${seg(target.userId)}`
				: `${base}/${target.list}`
	return openGatewayDownload({
		method: 'GET',
		path,
		token,
		accept: 'text/csv',
		query: { ...reportQuery(query), answerStatus: nonEmpty(query.answerStatus), isCsv: true },
		signal,
	})
}

/** GET …/report/filter/departments: the departments of the campaign's learners (the department filter's choices). */
export async function listReportDepartments(token: string, companyId: string, campaignId: string): Promise<Named[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${campaignPath(companyId, campaignId)}/report/filter/departments`,
		token,
		schema: z.object({ departments: z.array(NamedSchema) }),
	})
	return reply.departments
}

/** GET …/report/filter/groups: the groups of the campaign's learners (the group filter's choices). */
export async function listReportGroups(token: string, companyId: string, campaignId: string): Promise<Named[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${campaignPath(companyId, campaignId)}/report/filter/groups`,
		token,
		schema: z.object({ groups: z.array(NamedSchema) }),
	})
	return reply.groups
}

export const CompanyExerciseStatisticsSchema = z.object({
	statistic: z.object({
		statuses: StatusCountsSchema,
		total: z.object({ averageScore: z.number().nullable(), learners: z.number().int(), completionPercentage: z.number() }),
	}),
	campaignsCount: z.number().int(),
})
export type CompanyExerciseStatistics = z.infer<typeof CompanyExerciseStatisticsSchema>

/** GET /company/{companyId}/campaigns/report/statistics?campaignId=…: (ref) the statuses and average score over the company's launched campaigns (or those chosen). */
export function getCompanyExerciseStatistics(
	token: string,
	companyId: string,
	campaignIds: string[] = [],
): Promise<CompanyExerciseStatistics> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/campaigns/report/statistics`,
		token,
		query: { campaignId: nonEmpty(campaignIds) },
		schema: CompanyExerciseStatisticsSchema,
	})
}

export const CampaignSummaryRowSchema = z.object({
	id: z.string(),
	name: z.string(),
	status: z.enum(CAMPAIGN_STATUSES),
	startedAt: z.string().nullable(),
	archivedAt: z.string().nullable(),
	learners: z.number().int(),
	completionPercentage: z.number(),
	averageScore: z.number().nullable(),
	correct: z.number().int(),
	partial: z.number().int(),
	wrong: z.number().int(),
})
export type CampaignSummaryRow = z.infer<typeof CampaignSummaryRowSchema>
export const CampaignSummarySchema = z.object({ rows: z.array(CampaignSummaryRowSchema), pageInfo: PageInfoSchema })

/** GET /company/{companyId}/campaigns/report/summary: (ref) one row per launched campaign (orderBy name|startedAt|completionPercentage|averageScore, default startedAt desc). */
export function getCompanyExerciseSummary(
	token: string,
	companyId: string,
	query: {
		pageNumber: number
		pageSize: number
		order: 'asc' | 'desc'
		orderBy: 'name' | 'startedAt' | 'completionPercentage' | 'averageScore'
		searchText?: string
	},
): Promise<z.infer<typeof CampaignSummarySchema>> {
	return callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/campaigns/report/summary`,
		token,
		query: { ...query, searchText: query.searchText || undefined },
		schema: CampaignSummarySchema,
	})
}

/** GET /company/{companyId}/campaigns/report/filter/campaigns: (ref) the launched campaigns by name (a campaign filter's choices). */
export async function listReportCampaigns(token: string, companyId: string): Promise<Named[]> {
	const reply = await callGateway({
		method: 'GET',
		path: `${companyPath(companyId)}/campaigns/report/filter/campaigns`,
		token,
		schema: z.object({ campaigns: z.array(NamedSchema) }),
	})
	return reply.campaigns
}

export const ExerciseDashboardSchema = z.object({
	campaignsCount: z.number().int(),
	activeCampaignsCount: z.number().int(),
	learners: z.number().int(),
	averageScore: z.number().nullable(),
	statuses: StatusCountsSchema,
	answers: z.object({ correct: z.number().int(), partial: z.number().int(), wrong: z.number().int() }),
})
export type ExerciseDashboard = z.infer<typeof ExerciseDashboardSchema>

/** GET /company/{companyId}/dashboard/report: (ref) the company's exercise figures for a dashboard. */
export function getExerciseDashboard(token: string, companyId: string): Promise<ExerciseDashboard> {
	return callGateway({ method: 'GET', path: `${companyPath(companyId)}/dashboard/report`, token, schema: ExerciseDashboardSchema })
}

function nonEmpty<T>(values: readonly T[] | undefined): T[] | undefined {
	return values && values.length > 0 ? [...values] : undefined
}
