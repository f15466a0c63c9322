import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { trainingAssignments, trainingCampaigns, users } from '../db/schema.ts'
import { type Actor, type CompanyRow, type Deps } from '../lib/context.ts'
import { errors, readBody } from '../lib/http.ts'
import { REMINDER_CONTENT_FIELDS, assertReminderPayload, reminderEmailText, trainingTaskLine } from '../lib/reminder-email.ts'
import { CAMPAIGN_STATUS } from '../lib/training.ts'
import {
	OUTSTANDING_ASSIGNMENT,
	ROLE_FILTERS,
	USER_STATUSES,
	directoryScope,
	qualified,
	searchText,
	userConditions,
} from './directory-shared.ts'
import type { Hono } from 'hono'

// Manual reminders (spec 1 §3 "Reminder payload", §4 "Reminder submission"): one email to each selected
// user with outstanding tasks. Only video training (training assignments) has tasks today; gaming,
// policies and calendar videos count nothing yet.

const ids = z.array(z.string().min(1).max(200)).max(100_000).default([])
const SelectionBody = z.object({
	isAllUsersSelected: z.boolean().default(false),
	userIds: ids,
	searchText,
	groupIds: ids,
	departmentIds: ids,
	filters: z
		.object({ roles: z.array(z.enum(ROLE_FILTERS)).default([]), statuses: z.array(z.enum(USER_STATUSES)).default([]) })
		.default({ roles: [], statuses: [] }),
})
const ReminderBody = SelectionBody.extend({
	...REMINDER_CONTENT_FIELDS,
	subject: z.string().trim().max(300).default(''),
	campaignId: z.string().min(1).max(200).nullish(),
})
type Selection = z.output<typeof SelectionBody>

const noUsersSelected = () => errors.badRequest('no_users_selected', 'Select at least one user to remind.')

/** The selected, enabled users of the company: "every user matching" or the listed ids. */
function selectionConditions(actor: Actor, company: CompanyRow, selection: Selection): SQL[] {
	const conditions = selection.isAllUsersSelected
		? userConditions(actor, company, {
				searchText: selection.searchText,
				groupIds: selection.groupIds,
				departmentIds: selection.departmentIds,
				roles: selection.filters.roles,
				statuses: selection.filters.statuses,
			})
		: [...userConditions(actor, company), inArray(users.id, [...new Set(selection.userIds)])]
	return [...conditions, eq(users.status, 'ENABLED')]
}

function outstandingTraining(campaignId?: string | null): SQL {
	const a = trainingAssignments
	const c = trainingCampaigns
	return sql`exists (select 1 from ${a} inner join ${c} on ${qualified(c.id)} = ${qualified(a.campaignId)}
		where ${qualified(a.userId)} = ${qualified(users.id)} and ${inArray(qualified(a.status), OUTSTANDING_ASSIGNMENT)}
		and ${qualified(c.status)} <> ${CAMPAIGN_STATUS.archived}${campaignId ? sql` and ${qualified(c.id)} = ${campaignId}` : sql``})`
}

export function registerReminderRoutes(app: Hono, deps: Deps): void {
	const { db } = deps

	// Spec path; the reply is (ref): whether any selected user has an outstanding task.
	app.post('/users/company/:companyId/reminders/manual/users_not_started/tasks_availability', async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const selection = await readBody(c, SelectionBody)
		if (!selection.isAllUsersSelected && selection.userIds.length === 0) throw noUsersSelected()
		const [row] = await db
			.select({ n: count() })
			.from(users)
			.where(and(...selectionConditions(actor, company, selection), outstandingTraining()))
		const usersWithTasks = row?.n ?? 0
		return c.json({ hasOutstandingTasks: usersWithTasks > 0, usersWithTasks })
	})

	// (ref) Sends the reminder: one email per selected user with outstanding tasks in the chosen categories.
	app.post('/users/company/:companyId/reminders/manual', async (c) => {
		const { actor, company } = await directoryScope(c, deps, c.req.param('companyId'))
		const body = await readBody(c, ReminderBody)
		assertReminderPayload(body, 'Select at least one category.')
		if (!body.isAllUsersSelected && body.userIds.length === 0) throw noUsersSelected()
		// Only training assignments are tasks today.
		if (!body.includeVideoTraining) return c.json({ sent: 0 })

		const recipients = await db
			.select({ id: users.id, email: users.email, name: users.name })
			.from(users)
			.where(and(...selectionConditions(actor, company, body), outstandingTraining(body.campaignId)))
			.orderBy(asc(users.id))
		if (recipients.length === 0) return c.json({ sent: 0 })

		const tasksOf = new Map<string, string[]>()
		for (let i = 0; i < recipients.length; i += 1000) {
			const rows = await db
				.select({
					userId: trainingAssignments.userId,
					name: trainingCampaigns.name,
					startDate: trainingCampaigns.startDate,
					days: trainingCampaigns.daysToComplete,
				})
				.from(trainingAssignments)
				.innerJoin(trainingCampaigns, eq(trainingCampaigns.id, trainingAssignments.campaignId))
				.where(
					and(
						inArray(
							trainingAssignments.userId,
							recipients.slice(i, i + 1000).map((r) => r.id),
						),
						inArray(trainingAssignments.status, OUTSTANDING_ASSIGNMENT),
						sql`${trainingCampaigns.status} <> ${CAMPAIGN_STATUS.archived}`,
						body.campaignId ? eq(trainingCampaigns.id, body.campaignId) : undefined,
					),
				)
				.orderBy(asc(trainingCampaigns.startDate), asc(trainingCampaigns.name))
			for (const row of rows) {
				const list = tasksOf.get(row.userId) ?? []
				list.push(trainingTaskLine(row.name, row.startDate, row.days))
				tasksOf.set(row.userId, list)
			}
		}
		await db.transaction((tx) =>
			deps.mailer.queueMany(
				tx,
				recipients.map((user) => ({
					to: user.email,
					kind: 'reminder',
					subject: body.subject,
					text: reminderEmailText({
						name: user.name,
						customMessage: body.customMessage,
						companyName: company.name,
						tasks: tasksOf.get(user.id) ?? [],
					}),
				})),
			),
		)
		return c.json({ sent: recipients.length })
	})
}
