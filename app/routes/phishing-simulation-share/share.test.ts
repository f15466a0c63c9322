import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, server } from '#tests/mocks/gateway.ts'
import { addCustomersSchema, unavailableNote, withoutDialog } from './share-options.ts'
import { action, loader } from './share.tsx'

// The share page's loader and action (spec 3 §2 share page, §8 messages) with the gateway doubled by msw.

let cookie: string
beforeAll(async () => {
	cookie = await signedInCookie('admin')
})

const CAMPAIGN = 'sim_1'
const PATH = `/phishing-simulation/share/${CAMPAIGN}`
const partner = () => companyView({ distribution: { ...companyView().distribution, isPartner: true, customerType: 'RESELLER' } })

/** A full campaign reply (the contract parses it): its zone is the dialog's default, shown as Europe/Kyiv. */
const campaign = {
	id: CAMPAIGN,
	name: 'Baseline',
	status: 'IN_PROGRESS',
	total: 10,
	completed: 4,
	inProgress: 6,
	notStarted: 0,
	overdue: 0,
	score: null,
	daysToComplete: 3,
	startedAt: '2026-11-01T09:00:00.000Z',
	archivedAt: null,
	createdAt: '2026-10-30T09:00:00.000Z',
	frequency: 'monthly',
	currentRound: 1,
	nextRoundAt: '2026-12-01T09:00:00.000Z',
	parentCampaignName: null,
	sharedCount: 1,
	daysPerRound: 3,
	sendHour: 9,
	timezone: 'Europe/Kiev',
	startDate: '2026-11-01',
	startNow: false,
	loginPageId: null,
	usersType: 'USERS_ALL',
	selectedDepartmentsIds: [],
	selectedGroupsIds: [],
	selectedUsersIds: [],
	templates: [],
	rounds: [],
	counts: { sent: 4, opened: 0, clicked: 0, phished: 0, reported: 0 },
}

function sharingGateway(options: { clone?: () => Response; shared?: Array<{ campaignId: string; companyName: string }> } = {}) {
	const shared = options.shared ?? [{ campaignId: 'sim_c1', companyName: 'Contoso' }]
	server.use(
		http.get(`${GATEWAY}/phishing/api/v3/company/:companyId/campaign/:id`, () => HttpResponse.json(campaign)),
		http.get(`${GATEWAY}/phishing/api/v1/companies/related/include_cloned_campaign`, () =>
			HttpResponse.json({
				data: {
					companies: shared.map((row) => ({
						...row,
						companyId: `cmp_${row.companyName.toLowerCase()}`,
						sentPercent: 40,
						createdDate: '2026-11-01T10:00:00.000Z',
						startDate: '2026-11-02',
						status: 'IN_PROGRESS',
					})),
					pageInfo: { number: 0, size: 100, totalCount: shared.length },
					parentCampaignName: 'Baseline',
				},
			}),
		),
		http.get(`${GATEWAY}/phishing/api/v1/companies/related/exclude_cloned_campaign`, () =>
			HttpResponse.json({
				data: {
					companies: [
						{ companyId: 'cmp_a', companyName: 'Amber', isBoosted: true, isWithRegisteredUsers: true },
						{ companyId: 'cmp_f', companyName: 'Fabrikam', isBoosted: false, isWithRegisteredUsers: true },
					],
					totalAvailableCount: 1,
					pageInfo: { number: 0, size: 10, totalCount: 2 },
				},
			}),
		),
		http.post(
			`${GATEWAY}/phishing/api/v3/campaign/:id/clone`,
			options.clone ?? (() => HttpResponse.json({ count: 2, campaigns: [] }, { status: 201 })),
		),
		http.patch(`${GATEWAY}/phishing/api/v3/company/:companyId/campaigns/complete`, async ({ request }) => {
			const body = (await request.json()) as { campaignIds: string[]; isAllSelected: boolean }
			return HttpResponse.json({ count: body.isAllSelected ? shared.length : body.campaignIds.length })
		}),
	)
}

const args = (path: string, form?: Record<string, string>) => ({ ...routeArgs(path, { cookie, form }), params: { campaignId: CAMPAIGN } })
const load = (path = PATH) => outcome(() => loader(args(path) as any)) as Promise<any>
const post = (form: Record<string, string>, path = PATH) => outcome(() => action(args(path, form) as any)) as Promise<any>

describe('the share page', () => {
	test('a company that is not a partner goes to the campaign list', async () => {
		viewerReplies(authUser(), companyView())
		const response = await load()
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/phishing-simulation/active')
	})

	test('a campaign the gateway does not show (another company’s, a draft) goes to the campaign list', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway()
		server.use(
			http.get(`${GATEWAY}/phishing/api/v1/companies/related/include_cloned_campaign`, () =>
				HttpResponse.json({ code: 'not_found', message: 'Campaign not found' }, { status: 404 }),
			),
		)
		const response = await load()
		expect(response.headers.get('Location')).toBe('/phishing-simulation/active')
	})

	test('the shared customers, and the dialog with its candidates and the campaign’s zone as shown', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway()
		const page = await load(`${PATH}?modal=add-customers`)
		expect(page.name).toBe('Baseline')
		expect(page.rows).toEqual([
			expect.objectContaining({ campaignId: 'sim_c1', companyName: 'Contoso', progress: 40, startLabel: 'Nov 02, 2026' }),
		])
		expect(page.dialog).toMatchObject({ totalAvailableCount: 1, totalCount: 2, timezone: 'Europe/Kyiv', isAllSelected: false })
		expect(page.dialog.timezones).toContain('Europe/Kyiv')
	})

	test('Add clones into the ticked customers and says so; the dialog closes, the table’s query stays', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway()
		const calls = recordGateway()
		const response = await post(
			{ intent: 'add', startDate: '2099-03-05', timezone: 'Europe/Kyiv', companyIds: 'cmp_a' },
			`${PATH}?modal=add-customers&customerSearch=am&searchText=con`,
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`${PATH}?searchText=con`)
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'Customers were successfully added!', raw: true })
		const clone = calls.find((c) => c.call.startsWith('POST'))
		expect(clone).toEqual({
			call: `POST /phishing/api/v3/campaign/${CAMPAIGN}/clone`,
			body: {
				campaignId: CAMPAIGN,
				companyId: 'cmp_acme',
				companyIds: ['cmp_a'],
				name: '',
				startDate: '2099-03-05',
				timezone: 'Europe/Kyiv',
				isAllSelected: false,
			},
		})
	})

	test('a day in the past, no zone and no customer are refused before the gateway, with what was typed', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway()
		const calls = recordGateway()
		const reply = await post({ intent: 'add', startDate: '2020-01-01', timezone: '' })
		expect(reply.init.status).toBe(400)
		expect(reply.data.errors).toEqual({
			startDate: ['phishingSimulationShare:errors.dateInPast'],
			timezone: ['phishingSimulationShare:errors.timezoneRequired'],
			companyIds: ['phishingSimulationShare:errors.customersRequired'],
		})
		expect(reply.data.values).toMatchObject({ startDate: '2020-01-01', companyIds: [] })
		expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([])
	})

	test('a refused clone shows the gateway’s messages naming the customer', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway({
			clone: () =>
				HttpResponse.json(
					{
						code: 'validation_error',
						message: 'Missing or invalid request parameters: companyIds.',
						validationResults: [{ field: 'companyIds', message: 'Fabrikam: Not available to share: not boosted' }],
						details: [{ code: 'companyIds', description: 'Fabrikam: Not available to share: not boosted' }],
					},
					{ status: 422 },
				),
		})
		const reply = await post({ intent: 'add', startDate: '2099-03-05', timezone: 'UTC', companyIds: 'cmp_f' })
		expect(reply.init.status).toBe(400)
		expect(reply.data.failure).toEqual({ message: 'Fabrikam: Not available to share: not boosted', raw: true })
	})

	test('Archive with "Select all" and a search archives exactly the customers the search finds', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway({
			shared: [
				{ campaignId: 'sim_c1', companyName: 'Contoso' },
				{ campaignId: 'sim_c2', companyName: 'Contoso East' },
			],
		})
		const calls = recordGateway()
		const response = await post({ intent: 'archive', isAllSelected: 'true' }, `${PATH}?searchText=contoso&pageNumber=1`)
		expect(await flashToast(response)).toEqual({ type: 'info', message: '2 customers were removed from the campaign!', raw: true })
		expect(response.headers.get('Location')).toBe(`${PATH}?searchText=contoso`)
		expect(calls.find((c) => c.call.startsWith('PATCH'))?.body).toEqual({
			campaignIds: ['sim_c1', 'sim_c2'],
			isAllSelected: false,
			parentCampaignId: CAMPAIGN,
		})
	})

	test('Archive of one ticked customer; none ticked is an error toast', async () => {
		viewerReplies(authUser(), partner())
		sharingGateway()
		const one = await post({ intent: 'archive', campaignIds: 'sim_c1' })
		expect(await flashToast(one)).toEqual({ type: 'info', message: '1 customer was removed from the campaign!', raw: true })
		const none = await post({ intent: 'archive' })
		expect(await flashToast(none)).toEqual({ type: 'error', message: 'phishingSimulationShare:errors.noSelection' })
	})
})

describe('share options', () => {
	test('the notes of customers that cannot receive the campaign', () => {
		expect(unavailableNote({ isBoosted: false, isWithRegisteredUsers: false })).toBe('notAvailable.both')
		expect(unavailableNote({ isBoosted: false, isWithRegisteredUsers: true })).toBe('notAvailable.boost')
		expect(unavailableNote({ isBoosted: true, isWithRegisteredUsers: false })).toBe('notAvailable.users')
		expect(unavailableNote({ isBoosted: true, isWithRegisteredUsers: true })).toBeNull()
	})

	test('closing the dialog keeps the table’s query and drops the dialog’s', () => {
		expect(withoutDialog(PATH, '?modal=add-customers&customerSearch=a&companyIds=x&pageSize=50')).toBe(`${PATH}?pageSize=50`)
	})

	test('the form: an impossible day is invalid, All Customers needs no ticks', () => {
		const parse = (fields: Record<string, string>) => parseSubmission(new URLSearchParams(fields), addCustomersSchema('2026-12-07'))
		expect(parse({ startDate: '2026-02-31', timezone: 'UTC', companyIds: 'a' }).reply().error).toEqual({
			startDate: ['phishingSimulationShare:errors.dateInvalid'],
		})
		expect(parse({ startDate: '2026-12-07', timezone: 'UTC', isAllSelected: 'true' }).status).toBe('success')
	})
})
