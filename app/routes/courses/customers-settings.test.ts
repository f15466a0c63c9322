import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { flashToast, outcome, recordGateway, routeArgs, useSignedInCookies, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { action, loader } from './customers-settings.tsx'

const signedIn = useSignedInCookies(['admin'])
const COURSE = 'crs_passwords'
const SHARE = `${GATEWAY}/api/v1/course/company/:companyId/share/:courseId/batch`
const START = `${GATEWAY}/api/v1/course/company/:companyId/start/:courseId/batch`
const WITHOUT = `${GATEWAY}/api/v1/course/:companyId/companies_without_shared_training/:courseId`
const now = new Date()
const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

function partnerViewer(isPartner = true) {
	const base = companyView()
	viewerReplies(authUser(), companyView({ distribution: { ...base.distribution, isPartner, customerType: isPartner ? 'RESELLER' : null } }))
}

const WITHOUT_CALL = `GET /api/v1/course/cmp_acme/companies_without_shared_training/${COURSE}`
const CONTOSO = { companyId: 'cmp_contoso', companyName: 'Contoso', isBoosted: true }
const FABRIKAM = { companyId: 'cmp_fabrikam', companyName: 'Fabrikam', isBoosted: false }
const TAILSPIN = { companyId: 'cmp_tailspin', companyName: 'Tailspin', isBoosted: true }

function withoutCourse(...companies: Array<typeof CONTOSO>) {
	return { companies, itemsCount: companies.length, boostedCompaniesCount: companies.filter((c) => c.isBoosted).length }
}

function load(search: string) {
	const args = routeArgs(`/courses/${COURSE}/customers-settings${search}`, { cookie: signedIn.admin })
	return loader({ ...args, params: { courseId: COURSE } } as any) as Promise<any>
}

/** The sharing form as it travels in the URL without JavaScript (the notification box unticked). */
const draft = {
	inheritSettings: 'copy',
	assignmentType: 'all',
	subject: 'Typed before the picker',
	message: 'Line one\nLine two',
	daysOption: 'custom',
	customDays: '21',
	weeklyReminder: 'on',
	startDate: '2031-05-04',
}

function post(form: Record<string, string | string[]>) {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(form)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
	const args = routeArgs(`/courses/${COURSE}/customers-settings`, { cookie: signedIn.admin })
	const request = new Request(args.request.url, { method: 'POST', body, headers: args.request.headers })
	return outcome(() => action({ ...args, request, params: { courseId: COURSE } } as any)).catch((error) => error) as Promise<any>
}

const form = {
	inheritSettings: 'copy_and_start',
	customers: ['cmp_contoso', 'cmp_tailspin'],
	assignmentType: 'all',
	notificationsEnabled: 'on',
	subject: 'New training: Passwords',
	message: 'From your provider.',
	daysOption: 'custom',
	customDays: '21',
	weeklyReminder: 'on',
	startDate: today,
}

describe('the customers settings tab', () => {
	test('a fresh tab has its picker closed, nothing chosen and no typed values: no gateway read', async () => {
		partnerViewer()
		const calls = recordGateway()
		const result = await load('')
		expect(result).toMatchObject({ draft: null, chosen: [], picker: null, failure: null })
		expect(calls).toEqual([])
	})

	test('?modal=customers opens the picker on the searched page of the customers without the course', async () => {
		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json(withoutCourse(CONTOSO, FABRIKAM))))
		const calls = recordGateway()
		const result = await load('?modal=customers&searchText=%20co%20&pageNumber=0')
		expect(calls.map((c) => c.call)).toEqual([`${WITHOUT_CALL}?actionType=share&pageNumber=0&pageSize=10&searchText=co`])
		expect(result.picker).toEqual({
			customers: [CONTOSO, FABRIKAM],
			itemsCount: 2,
			boostedCount: 1,
			searchText: 'co',
			pageNumber: 0,
			pageCount: 1,
			picked: null,
			failure: null,
		})
	})

	test('a picker page past the last one shows the last one', async () => {
		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json({ ...withoutCourse(CONTOSO), itemsCount: 12, boostedCompaniesCount: 12 })))
		const calls = recordGateway()
		const result = await load('?modal=customers&pageNumber=7')
		expect(calls.map((c) => c.call)).toEqual([
			`${WITHOUT_CALL}?actionType=share&pageNumber=7&pageSize=10`,
			`${WITHOUT_CALL}?actionType=share&pageNumber=1&pageSize=10`,
		])
		expect(result.picker).toMatchObject({ pageNumber: 1, pageCount: 2 })
	})

	test('what was typed comes back from the URL, with the chosen customers named (only boosted ones without the course)', async () => {
		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json(withoutCourse(CONTOSO, FABRIKAM, TAILSPIN))))
		const calls = recordGateway()
		const typed = new URLSearchParams({ ...draft, modal: 'customers', searchText: 'tail' })
		for (const id of ['cmp_tailspin', 'cmp_fabrikam', 'cmp_gone', 'cmp_contoso']) typed.append('customers', id)
		const result = await load(`?${typed}`)
		expect(result.draft).toEqual({ ...draft, notificationsEnabled: '', weeklyReminder: 'on' })
		expect(result.chosen).toEqual([
			{ companyId: 'cmp_tailspin', companyName: 'Tailspin' },
			{ companyId: 'cmp_contoso', companyName: 'Contoso' },
		])
		// The picker opens with the form's customers ticked.
		expect(result.picker).toMatchObject({ searchText: 'tail', picked: null })
		expect(calls.map((c) => c.call).sort()).toEqual([
			`${WITHOUT_CALL}?actionType=share&pageNumber=0&pageSize=10&searchText=tail`,
			`${WITHOUT_CALL}?actionType=share&pageNumber=0&pageSize=100`,
		])
	})

	test("the picker's ticks travel apart from the form's customers while it searches and pages (no JavaScript)", async () => {
		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json(withoutCourse(CONTOSO, FABRIKAM, TAILSPIN))))
		const query = new URLSearchParams({ ...draft, modal: 'customers', customers: 'cmp_contoso', picked: '' })
		query.append('picked', 'cmp_tailspin')
		const result = await load(`?${query}`)
		expect(result.chosen).toEqual([{ companyId: 'cmp_contoso', companyName: 'Contoso' }])
		expect(result.picker.picked).toEqual([{ companyId: 'cmp_tailspin', companyName: 'Tailspin' }])
		// Everything unticked is still the picker's say: none, not the form's customers.
		const none = await load(`?${new URLSearchParams({ ...draft, modal: 'customers', customers: 'cmp_contoso', picked: '' })}`)
		expect(none.picker.picked).toEqual([])
	})

	test("the picker's Add goes back to the form with its ticks as the customers, and what was typed", async () => {
		partnerViewer()
		const calls = recordGateway()
		const query = new URLSearchParams({ ...draft, modal: 'customers', searchText: 'tail', pageNumber: '2', customers: 'cmp_fabrikam' })
		for (const id of ['', 'cmp_contoso', 'cmp_tailspin']) query.append('picked', id)
		query.append('add', '1')
		const result = await outcome(() => load(`?${query}`))
		expect(result).toBeInstanceOf(Response)
		const location = new URL((result as Response).headers.get('Location')!, 'http://localhost')
		expect(location.pathname).toBe(`/courses/${COURSE}/customers-settings`)
		expect([...location.searchParams]).toEqual([
			...Object.entries(draft).filter(([name]) => name !== 'notificationsEnabled'),
			['customers', 'cmp_contoso'],
			['customers', 'cmp_tailspin'],
		])
		expect(calls).toEqual([])
	})

	test("a chosen customer's Remove (no JavaScript) drops it and keeps what was typed", async () => {
		partnerViewer()
		const query = new URLSearchParams({ ...draft, customers: 'cmp_contoso' })
		query.append('customers', 'cmp_tailspin')
		query.append('remove', 'cmp_contoso')
		const result = (await outcome(() => load(`?${query}`))) as Response
		const location = new URL(result.headers.get('Location')!, 'http://localhost')
		expect(location.searchParams.getAll('customers')).toEqual(['cmp_tailspin'])
		expect(location.searchParams.get('subject')).toBe(draft.subject)
		expect(location.searchParams.has('remove')).toBe(false)
	})

	test('Add Customers without JavaScript posts the form: what was typed is kept on the server, however long, and the picker opens', async () => {
		partnerViewer()
		const calls = recordGateway()
		// 5,000 characters of Hebrew: some 45 KB in a URL, more than servers take.
		const message = 'ש'.repeat(5000)
		const opened = (await post({ ...draft, message, customers: ['cmp_contoso'], modal: 'customers' })) as Response
		expect(opened.status).toBe(303)
		const location = new URL(opened.headers.get('Location')!, 'http://localhost')
		expect(location.pathname).toBe(`/courses/${COURSE}/customers-settings`)
		expect([...location.searchParams.keys()]).toEqual(['draft', 'customers', 'modal'])
		expect(location.search.length).toBeLessThan(200)
		expect(calls).toEqual([])

		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json(withoutCourse(CONTOSO, TAILSPIN))))
		const page = await load(location.search)
		expect(page.draft).toMatchObject({ subject: draft.subject, message, customDays: '21', startDate: '2031-05-04' })
		expect(page.draftId).toBe(location.searchParams.get('draft'))
		expect(page.chosen).toEqual([{ companyId: 'cmp_contoso', companyName: 'Contoso' }])
		expect(page.picker).not.toBeNull()

		// An id that names no draft of this user's (made up, expired, someone else's) is a fresh form.
		partnerViewer()
		expect((await load('?draft=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).draft).toBeNull()
	})

	test("a chosen customer's Remove without JavaScript posts the form too: the customer goes, what was typed stays", async () => {
		partnerViewer()
		const removed = (await post({ ...draft, customers: ['cmp_contoso', 'cmp_tailspin'], remove: 'cmp_contoso' })) as Response
		const location = new URL(removed.headers.get('Location')!, 'http://localhost')
		expect(location.searchParams.getAll('customers')).toEqual(['cmp_tailspin'])
		expect(location.searchParams.has('modal')).toBe(false)
		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json(withoutCourse(CONTOSO, TAILSPIN))))
		expect((await load(location.search)).draft).toMatchObject({ subject: draft.subject, message: draft.message })
	})

	test('URL values out of range fall back to the defaults; texts are cut to the form limits; the company is the session one', async () => {
		partnerViewer()
		server.use(http.get(WITHOUT, () => HttpResponse.json(withoutCourse(CONTOSO))))
		const calls = recordGateway()
		const query = new URLSearchParams({
			modal: 'customers',
			pageNumber: '-1',
			companyId: 'cmp_other',
			inheritSettings: 'everything',
			daysOption: '999',
			assignmentType: 'groups',
			subject: 'x'.repeat(300),
			message: 'one\r\ntwo',
			notificationsEnabled: 'yes',
		})
		const result = await load(`?${query}`)
		expect(calls.map((c) => c.call)).toEqual([`${WITHOUT_CALL}?actionType=share&pageNumber=0&pageSize=10`])
		expect(result.draft).toMatchObject({
			inheritSettings: 'copy_and_start',
			daysOption: '30',
			assignmentType: 'all',
			subject: 'x'.repeat(200),
			message: 'one\ntwo',
			notificationsEnabled: '',
		})
		expect((await load('?modal=elsewhere')).picker).toBeNull()
	})

	test("the picker's read failing is said in the picker; the form stays", async () => {
		partnerViewer()
		expectConsoleError() // an unexpected gateway error is logged
		server.use(http.get(WITHOUT, () => gatewayError(500, 'internal', 'Boom')))
		const result = await load('?modal=customers&searchText=co')
		expect(result.picker).toMatchObject({ customers: [], itemsCount: 0, searchText: 'co', failure: { message: 'common:tryAgain' } })
		expect(result.failure).toBeNull()
	})

	test('copy and start: the course started for all users of the chosen customers, then the status tab with the spec toast', async () => {
		partnerViewer()
		server.use(http.post(START, () => HttpResponse.json({ campaigns: [] }, { status: 201 })))
		const calls = recordGateway()
		const result = await post(form)
		expect(calls).toEqual([
			{
				call: `POST /api/v1/course/company/cmp_acme/start/${COURSE}/batch`,
				body: {
					customerCompanyIds: ['cmp_contoso', 'cmp_tailspin'],
					isAllCustomers: false,
					daysToComplete: 21,
					startDate: today,
					assignmentType: 'all',
					notificationsEnabled: true,
					subject: 'New training: Passwords',
					message: 'From your provider.',
					weeklyReminder: true,
				},
			},
		])
		expect(result.headers.get('Location')).toBe(`/courses/${COURSE}/customers-status`)
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.settings.started' })
	})

	test('copy: the customers are granted access only; the start fields do not count', async () => {
		partnerViewer()
		server.use(http.post(SHARE, () => HttpResponse.json({ sharedWith: 1 })))
		const calls = recordGateway()
		const result = await post({ ...form, inheritSettings: 'copy', customers: 'cmp_contoso', subject: '', customDays: 'x', startDate: '' })
		expect(calls).toEqual([
			{
				call: `POST /api/v1/course/company/cmp_acme/share/${COURSE}/batch`,
				body: { customerCompanyIds: ['cmp_contoso'], isAllCustomers: false },
			},
		])
		expect(await flashToast(result)).toEqual({ type: 'success', message: 'courseSharing:sharing.settings.granted' })
	})

	test('no customers is "Please add customers"; the assignment messages apply; what was typed comes back', async () => {
		partnerViewer()
		const calls = recordGateway()
		const result = await post({ ...form, customers: [], subject: '', customDays: '2.5', startDate: '2020-01-01' })
		expect(result.init.status).toBe(400)
		expect(result.data.result.error).toMatchObject({
			customers: ['courseSharing:sharing.settings.errors.addCustomers'],
			subject: ['learning:assign.errors.required'],
			customDays: ['learning:assign.errors.daysInteger'],
			startDate: ['learning:assign.errors.startDatePast'],
		})
		expect(result.data.result.initialValue).toMatchObject({ message: 'From your provider.', customDays: '2.5' })
		expect(calls).toEqual([])
	})

	test("the gateway's refusal (a customer without Boost) is shown on the form, which keeps what was typed", async () => {
		partnerViewer()
		server.use(
			http.post(START, () => gatewayError(422, 'customer_not_boosted', 'Only customers with Boost can receive a training: Fabrikam.')),
		)
		const result = await post({ ...form, customers: 'cmp_fabrikam' })
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'Only customers with Boost can receive a training: Fabrikam.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ customers: 'cmp_fabrikam', subject: 'New training: Passwords' })
	})

	test('a company that is no partner gets the 404 page, for the form and its picker', async () => {
		partnerViewer(false)
		const calls = recordGateway()
		expect((await post(form)).init?.status).toBe(404)
		const args = routeArgs(`/courses/${COURSE}/customers-settings`, { cookie: signedIn.admin })
		const refused = await loader({ ...args, params: { courseId: COURSE } } as any).catch((error) => error)
		expect(refused.init?.status).toBe(404)
		expect(calls).toEqual([])
	})
})
