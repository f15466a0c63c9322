import { beforeAll, describe, expect, test } from 'vitest'
import { requireViewer } from '#app/auth/guards.server.ts'
import { getSession } from '#app/auth/session.server.ts'
import type { CompanyView } from '#app/gateway/company.server.ts'
import { LANGUAGE_CODES } from '#server/gateway/services/company-settings.ts'
import { flashToast, outcome, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView, gatewayError, server } from '#tests/mocks/gateway.ts'
import { companySettingsHandlers, TEST_COUNTRIES } from '#tests/mocks/settings-general.ts'
import { INTENT, MAX_LOGO_BYTES } from './company-url.ts'
import { loadCompanyForm } from './general.server.ts'
import { action } from './route.tsx'

let cookie: string
beforeAll(async () => {
	cookie = await signedInCookie('admin')
})

const partner = companyView({
	id: 'cmp_acme',
	distribution: { ...companyView().distribution, isPartner: true, customerType: 'RESELLER' },
	defaultChildInviteMessage: 'Join us',
})
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

async function load() {
	const viewer = await requireViewer(routeArgs('/settings/general', { cookie }) as any)
	return loadCompanyForm(viewer, new Request('http://localhost:3000/settings/general'))
}

/** A multipart post of the company form, as the browser sends it (an empty file input included). */
function companyForm(values: Record<string, string> = {}, logo: File = new File([], '', { type: 'application/octet-stream' })) {
	const form = new FormData()
	form.set('intent', INTENT.save)
	for (const [key, value] of Object.entries({ name: 'Acme Renamed', lang: 'en', country: 'CA', ...values })) form.set(key, value)
	form.set('logo', logo)
	return form
}

/** The signed-in admin of `company` and the company-settings calls, whose record is returned. */
function companySettings(company: CompanyView = companyView(), replies: Parameters<typeof companySettingsHandlers>[0] = {}) {
	viewerReplies(authUser(), company)
	const mock = companySettingsHandlers(replies)
	server.use(...mock.handlers)
	return mock
}

const pngOf = (bytes: number) => new File([new Uint8Array(bytes)], 'big.png', { type: 'image/png' })

async function post(body: FormData | Blob, headers: Record<string, string> = {}) {
	const args = routeArgs('/settings/general', { cookie })
	const request = new Request(args.request.url, {
		method: 'POST',
		body,
		headers: { ...Object.fromEntries(args.request.headers), ...headers },
	})
	return outcome(() => action({ ...args, request } as any)) as Promise<any>
}

describe('General settings: the loader', () => {
	test("the form shows the company's settings, the 16 languages and the countries", async () => {
		companySettings(companyView({ name: 'Acme Corp', lang: 'de', country: 'US', logo: '/__gateway/logos/logo_a' }))
		const data = await load()
		expect(data.company).toEqual({
			name: 'Acme Corp',
			logo: '/__gateway/logos/logo_a',
			lang: 'de',
			country: 'US',
			defaultChildInviteMessage: null,
		})
		expect(data.languages.map((l) => l.code)).toEqual(LANGUAGE_CODES)
		expect(data.languages).toHaveLength(16)
		expect(data.countries).toEqual(TEST_COUNTRIES)
		expect(data.isPartner).toBe(false)
		expect(data.failures).toEqual([])
	})

	test('a failed countries call keeps the page, with its message and the current country still choosable', async () => {
		companySettings(companyView({ country: 'IL' }), { countries: () => gatewayError(503, 'unavailable', 'Countries are unavailable') })
		const data = await load()
		expect(data.countries).toEqual([{ id: 'IL', label: 'IL' }])
		expect(data.failures).toEqual([{ message: 'Countries are unavailable', raw: true }])
	})
})

describe('General settings: saving the company', () => {
	test("a save changes the session's company (never one named by the form) and comes back with 'Successfully updated!'", async () => {
		const mock = companySettings()
		const response = (await post(companyForm({ companyId: 'cmp_globex', defaultChildInviteMessage: 'Not a partner' }))) as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/settings/general')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'settingsGeneral:saved' })
		expect(mock.calls.update).toEqual([
			{ companyId: 'cmp_acme', body: { name: 'Acme Renamed', lang: 'en', country: 'CA', companyId: 'cmp_acme' } },
		])
		// No file chosen: no upload.
		expect(mock.calls.upload).toEqual([])
	})

	test("a new language becomes the session's company language (the locale's second choice)", async () => {
		companySettings()
		const response = (await post(companyForm({ lang: 'fr' }))) as Response
		const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='))!
		const session = await getSession(new Request('http://localhost', { headers: { Cookie: setCookie.split(';')[0]! } }))
		expect(session.get('companyLang')).toBe('fr')
	})

	test('a partner saves its default child invite message too; an emptied one is cleared', async () => {
		const mock = companySettings(partner)
		await post(companyForm({ defaultChildInviteMessage: '  Welcome to our program  ' }))
		await post(companyForm({ defaultChildInviteMessage: '' }))
		expect(mock.calls.update.map((c) => c.body.defaultChildInviteMessage)).toEqual(['Welcome to our program', null])
	})

	test("an empty company name is refused with 'Field is required', keeping the other typed values, and nothing is sent", async () => {
		const mock = companySettings()
		const reply = await post(companyForm({ name: '  ', lang: 'it', country: 'DE' }))
		expect(reply.init.status).toBe(400)
		expect(reply.data.result.error).toEqual({ name: ['settingsGeneral:errors.required'] })
		expect(reply.data.result.initialValue).toMatchObject({ lang: 'it', country: 'DE' })
		expect(mock.calls.update).toEqual([])
	})

	test.each([
		{ logo: 'a text file', file: () => new File(['hello'], 'logo.txt', { type: 'text/plain' }), status: 400, error: 'logoType' },
		{ logo: 'a PDF file', file: () => new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }), status: 400, error: 'logoType' },
		{ logo: 'a PNG just over 7 MB', file: () => pngOf(MAX_LOGO_BYTES + 1), status: 400, error: 'logoSize' },
		// A body far over the limit is cut off unread.
		{ logo: 'a PNG far over 7 MB', file: () => pngOf(MAX_LOGO_BYTES + 200_000), status: 413, error: 'logoSize' },
	])('$logo as the logo is refused with its message before anything is sent', async ({ file, status, error }) => {
		const mock = companySettings()
		const reply = await post(companyForm({}, file()))
		expect(reply.init.status).toBe(status)
		expect(reply.data.result.error).toEqual({ logo: [`settingsGeneral:errors.${error}`] })
		expect(mock.calls.update).toEqual([])
		expect(mock.calls.upload).toEqual([])
	})

	test('a PNG logo is uploaded with its type after the settings are saved', async () => {
		const mock = companySettings()
		const response = (await post(companyForm({}, new File([PNG], 'logo.png', { type: 'image/png' })))) as Response
		expect(response.status).toBe(302)
		expect(mock.calls.upload).toEqual([{ companyId: 'cmp_acme', contentType: 'image/png', size: PNG.byteLength }])
	})

	test.each([
		{
			refusal: 'a taken name',
			replies: { update: () => gatewayError(409, 'company_name_already_exists', 'This company name is already in use.') },
			form: () => companyForm({ name: 'Globex' }),
			error: { name: ['settingsGeneral:errors.nameTaken'] },
		},
		{
			refusal: 'a logo that is not an image',
			replies: { upload: () => gatewayError(415, 'logo_content_type', 'File should be of allowed content type: gif, jpeg, jpg, png') },
			form: () => companyForm({}, new File(['not really'], 'logo.png', { type: 'image/png' })),
			error: { logo: ['settingsGeneral:errors.logoType'] },
		},
		{
			// Any 413 of the gateway, its own body limit included, is the size message.
			refusal: 'a body over the gateway limit',
			replies: { upload: () => gatewayError(413, 'payload_too_large', 'The request body is too large.') },
			form: () => companyForm({}, new File([PNG], 'logo.png', { type: 'image/png' })),
			error: { logo: ['settingsGeneral:errors.logoSize'] },
		},
	])("the gateway's refusal becomes the form's message: $refusal", async ({ replies, form, error }) => {
		companySettings(companyView(), replies)
		const reply = await post(form())
		expect(reply.data.result.error).toEqual(error)
	})

	test('Remove logo removes it and says so', async () => {
		const mock = companySettings(companyView({ logo: '/__gateway/logos/logo_a' }))
		const form = new FormData()
		form.set('intent', INTENT.removeLogo)
		const response = (await post(form)) as Response
		expect(response.headers.get('Location')).toBe('/settings/general')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'settingsGeneral:logo.removed' })
		expect(mock.calls.remove).toEqual(['cmp_acme'])
	})

	test("conform's validate posts are answered with the errors only", async () => {
		const mock = companySettings()
		const form = companyForm({ name: '' })
		form.set('__intent__', JSON.stringify({ type: 'validate', payload: { name: 'name' } }))
		const reply = await post(form)
		expect(reply.data.result.error.name).toEqual(['settingsGeneral:errors.required'])
		expect(mock.calls.update).toEqual([])
	})
})
