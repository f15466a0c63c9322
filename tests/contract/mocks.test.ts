import { describe, expect, test } from 'vitest'
import { getNotifications, markSuspendedCampaignsShown } from '#app/gateway/notifications.server.ts'
import { confirmParentAccess } from '#app/gateway/partnership.server.ts'
import { contactUsBuy, submitSalesQuote } from '#app/gateway/sales.server.ts'
import { createSupportTicket } from '#app/gateway/support.server.ts'
import { createAnnualTrainingCampaign, getStartTrainingData } from '#app/gateway/training.server.ts'
import {
	NAME_TAKEN,
	EMAILS_IN_USE,
	assignUsers,
	createNamed,
	deleteNamed,
	deleteUser,
	findExistingEmails,
	getInviteTemplates,
	getNamed,
	getUser,
	inviteUsers,
	listAllNamed,
	listNamed,
	listUnassignedUsers,
	listUserTasks,
	listUsers,
	remindersAvailability,
	renameNamed,
	resendInvite,
	resetInviteTemplate,
	saveInviteTemplate,
	sendManualReminder,
	setUserStatus,
	unassignUsers,
	updateUser,
} from '#app/gateway/users.server.ts'
import {
	contactSalesHandlers,
	gatewayError,
	notificationsHandlers,
	parentAccessHandlers,
	server,
	supportTicketHandlers,
	suspendedCampaign,
	trainingHandlers,
	userRow,
	userTask,
	usersHandlers,
} from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { invitee, invitePayload, reminderPayload, reminderSelection } from '#tests/support/payloads.ts'

// The msw doubles of tests/mocks/gateway.ts for the shell's calls: their replies pass the console's
// schemas and they record what the console sent, as route tests rely on.

describe('msw doubles of the shell calls', () => {
	test('support ticket and contact sales record the bodies and reply like the reference gateway', async () => {
		const support = supportTicketHandlers()
		const sales = contactSalesHandlers()
		server.use(...support.handlers, ...sales.handlers)
		expect(await createSupportTicket('t', 'cmp_acme', { email: 'a@acme.test', description: 'Help', category: 'other' })).toEqual({
			ticketId: 'tkt_1',
		})
		expect(support.calls).toEqual([
			{
				params: { companyId: 'cmp_acme' },
				body: { email: 'a@acme.test', description: 'Help', category: 'other', source: 'ADMIN', trackingToken: null },
			},
		])
		await contactUsBuy('t', 'cmp_acme', {
			full_name: 'Ada',
			company_name: 'Acme',
			email: 'a@acme.test',
			users_number: 3,
			message: '',
		})
		const quote = {
			name: 'Ada',
			lastName: '',
			email: 'a@acme.test',
			users: 3,
			message: '',
			phone: '5551234567',
			companyName: 'Acme',
			country: null,
			pageUri: '/',
			trackingCookie: null,
			pageName: 'home',
		}
		expect(await submitSalesQuote('t', 'cmp_acme', quote)).toEqual({ quoteId: 'qte_1' })
		expect(sales.calls.contactUsBuy[0]!.body.users_number).toBe(3)
		expect(sales.calls.salesQuote[0]!.body).toEqual(quote)
	})

	test('the training double starts with nothing running and reports the training once created', async () => {
		const training = trainingHandlers()
		server.use(...training.handlers)
		expect((await getStartTrainingData('t', 'cmp_acme')).hasActiveTraining).toBe(false)
		expect(await createAnnualTrainingCampaign('t', 'cmp_acme', { startDate: '2026-11-22' })).toEqual({
			campaignId: 'tcp_1',
			assignedUsers: 39,
		})
		expect(await getStartTrainingData('t', 'cmp_acme')).toMatchObject({
			hasActiveTraining: true,
			hasUsersWithTraining: true,
		})
		expect(training.calls.createAnnual[0]!.body).toMatchObject({ assignmentType: 'all', startDate: '2026-11-22' })

		const busy = trainingHandlers({
			createAnnual: () => gatewayError(409, 'annual_training_active', 'An annual training campaign is already running for this company.'),
		})
		server.use(...busy.handlers)
		await expect(createAnnualTrainingCampaign('t', 'cmp_acme', { startDate: '2026-11-22' })).rejects.toMatchObject({
			status: 409,
		})
		expect((await getStartTrainingData('t', 'cmp_acme')).hasActiveTraining).toBe(false)
	})

	test('parent access and the suspended notices', async () => {
		const access = parentAccessHandlers()
		const notifications = notificationsHandlers({ suspendedCampaigns: [suspendedCampaign()] })
		server.use(...access.handlers, ...notifications.handlers)
		await confirmParentAccess('t', 'cmp_fabrikam')
		expect(access.calls[0]).toEqual({
			params: { companyId: 'cmp_fabrikam' },
			body: { companyId: 'cmp_fabrikam', status: 'access' },
		})
		expect((await getNotifications('t', 'cmp_initech', 'usr_initech_admin')).suspendedCampaigns).toHaveLength(1)
		await markSuspendedCampaignsShown('t', 'usr_initech_admin')
		expect(notifications.calls.suspendedShown[0]!.params).toEqual({ userId: 'usr_initech_admin' })
		expect((await getNotifications('t', 'cmp_initech', 'usr_initech_admin')).suspendedCampaigns).toEqual([])
	})
})

describe('msw doubles of the users calls', () => {
	const invited = userRow({
		id: 'usr_ivy',
		email: 'invited@acme.test',
		name: 'Ivy',
		lastName: 'Invited',
		registered: false,
		department: null,
	})
	const query = { pageNumber: 1, pageSize: 25, order: 'desc' as const, orderBy: 'createdAt' as const }

	test('the users list, one user, tasks, edits, status, delete and resend pass the contract', async () => {
		const users = usersHandlers({
			users: [userRow(), invited],
			tasks: [userTask(), userTask({ status: 'COMPLETED', completedAt: '2026-02-01T00:00:00.000Z' })],
		})
		server.use(...users.handlers)
		const page = await listUsers('t', 'cmp_acme', {
			...query,
			searchText: 'ivy',
			departmentIds: ['dep_x'],
			statuses: ['ENABLED'],
		})
		expect(page.data).toEqual([])
		expect(users.calls.listUsers[0]!.query.getAll('departmentIds')).toEqual(['dep_x'])
		expect((await listUsers('t', 'cmp_acme', { ...query, searchText: 'ivy' })).data.map((u) => u.email)).toEqual(['invited@acme.test'])
		expect((await listUsers('t', 'cmp_acme', query)).counts).toEqual({ total: 2, enabled: 2, disabled: 0 })
		expect(await getUser('t', 'cmp_acme', 'usr_ivy')).toMatchObject({
			companyId: 'cmp_acme',
			outstandingTasks: 1,
			completedTasks: 1,
		})
		await expect(getUser('t', 'cmp_acme', 'usr_globex')).rejects.toMatchObject({ status: 404 })
		expect((await listUserTasks('t', 'cmp_acme', 'usr_ivy', { status: 'completed', pageNumber: 1, pageSize: 5 })).data[0]!.status).toBe(
			'COMPLETED',
		)
		const updated = await updateUser('t', 'cmp_acme', 'usr_ivy', {
			name: 'Ivy',
			lastName: 'I',
			role: 'admin',
			departmentId: 'dep_acme_sales',
			groupIds: ['grp_acme_remote'],
		})
		expect(updated).toMatchObject({
			role: 'admin',
			department: { name: 'Sales' },
			groups: [{ id: 'grp_acme_remote', name: 'Remote' }],
		})
		await setUserStatus('t', 'cmp_acme', 'usr_ivy', 'DISABLED')
		expect(users.calls.setUserStatus[0]!.body).toEqual({ status: 'DISABLED' })
		expect((await listUsers('t', 'cmp_acme', query)).counts.disabled).toBe(1)
		await resendInvite('t', {
			companyId: 'cmp_acme',
			userId: 'usr_ivy',
			companyName: 'Acme Corp',
			adminEmail: 'admin@acme.test',
			adminName: 'Ada Admin',
		})
		await expect(
			resendInvite('t', {
				companyId: 'cmp_acme',
				userId: 'usr_acme_learner',
				companyName: 'Acme Corp',
				adminEmail: 'admin@acme.test',
				adminName: 'Ada Admin',
			}),
		).rejects.toMatchObject({ status: 409 })
		await deleteUser('t', 'cmp_acme', 'usr_ivy')
		expect(users.calls.deleteUser[0]!.body).toEqual({ userId: 'usr_ivy', companyId: 'cmp_acme' })
		expect((await listUsers('t', 'cmp_acme', query)).pageInfo.totalItems).toBe(1)
	})

	test('departments and groups: list, create (name_taken), rename, get, delete, unassigned, assign', async () => {
		const users = usersHandlers({ users: [userRow(), invited] })
		server.use(...users.handlers)
		expect((await listAllNamed('t', 'cmp_acme', 'departments')).map((d) => d.name)).toEqual(['Sales'])
		expect(users.calls.listNamed[0]!.query.get('pageSize')).toBe('1000')
		const created = await createNamed('t', 'cmp_acme', 'groups', 'Champions')
		expect(created).toMatchObject({ name: 'Champions', usersCount: 0 })
		await expect(createNamed('t', 'cmp_acme', 'groups', 'champions')).rejects.toMatchObject({
			status: 409,
			code: NAME_TAKEN,
		})
		expect(await renameNamed('t', 'cmp_acme', 'groups', created.id, 'Heroes')).toMatchObject({ name: 'Heroes' })
		expect(await getNamed('t', 'cmp_acme', 'groups', created.id)).toMatchObject({ name: 'Heroes' })
		const unassigned = await listUnassignedUsers('t', 'cmp_acme', 'departments', 'dep_acme_sales', {
			pageNumber: 1,
			pageSize: 10,
		})
		expect(unassigned.data.map((u) => u.id)).toEqual(['usr_ivy'])
		await assignUsers('t', 'cmp_acme', 'departments', 'dep_acme_sales', ['usr_ivy'])
		expect((await listUnassignedUsers('t', 'cmp_acme', 'departments', 'dep_acme_sales', { pageNumber: 1, pageSize: 10 })).data).toEqual([])
		await unassignUsers('t', 'cmp_acme', 'departments', 'dep_acme_sales', ['usr_ivy'])
		expect(users.calls.unassignUsers[0]!.body).toEqual({ userIds: ['usr_ivy'] })
		await deleteNamed('t', 'cmp_acme', 'groups', created.id)
		expect((await listNamed('t', 'cmp_acme', 'groups', { ...query, orderBy: 'name' })).data.map((g) => g.name)).toEqual(['Remote'])
	})

	test('invites, the existence check, templates and reminders', async () => {
		const users = usersHandlers({ usersWithTasks: 3 })
		server.use(...users.handlers)
		expect(await findExistingEmails('t', 'cmp_acme', ['LEARNER@acme.test', 'new@acme.test'])).toEqual(['LEARNER@acme.test'])
		const payload = invitePayload('cmp_acme', [invitee('new@acme.test', { departments: ['dep_acme_sales'] })])
		expect(await inviteUsers('t', 'cmp_acme', payload)).toEqual({ invited: 1 })
		await expect(inviteUsers('t', 'cmp_acme', payload)).rejects.toMatchObject({
			status: 409,
			code: EMAILS_IN_USE,
			message: 'These emails are already in use.',
		})

		const defaults = await getInviteTemplates('t', 'cmp_acme')
		await saveInviteTemplate('t', 'cmp_acme', 'learner', { subject: 'Join', message: 'Hello' })
		expect((await getInviteTemplates('t', 'cmp_acme')).learner).toEqual({ subject: 'Join', message: 'Hello' })
		await resetInviteTemplate('t', 'cmp_acme', 'learner')
		expect(await getInviteTemplates('t', 'cmp_acme')).toEqual(defaults)

		const selection = reminderSelection({ isAllUsersSelected: true })
		expect(await remindersAvailability('t', 'cmp_acme', selection)).toEqual({
			hasOutstandingTasks: true,
			usersWithTasks: 3,
		})
		const reminder = reminderPayload(selection)
		expect(await sendManualReminder('t', 'cmp_acme', reminder)).toEqual({ sent: 3 })
		await expect(sendManualReminder('t', 'cmp_acme', { ...reminder, isAllUsersSelected: false })).rejects.toMatchObject({
			status: 400,
			message: 'Select at least one user to remind.',
		})

		const failing = usersHandlers({
			replies: { listUsers: () => gatewayError(500, 'internal_error', 'Something went wrong') },
		})
		server.use(...failing.handlers)
		const logged = expectConsoleError()
		await expect(listUsers('t', 'cmp_acme', query)).rejects.toMatchObject({ status: 500 })
		expect(logged.join(' ')).toContain('→ 500')
	})
})
