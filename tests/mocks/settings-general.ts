/**
 * msw doubles of the company-settings calls (app/gateway/company-settings.server.ts) and the
 * countries list, for the general settings' route tests. Each records what it was sent.
 */
import { http, HttpResponse } from 'msw'
import type { CompanySettings } from '#app/gateway/company-settings.server.ts'
import { GATEWAY } from './gateway.ts'

type Reply = () => Response | Promise<Response>

export const TEST_COUNTRIES = [
	{ id: 'CA', label: 'Canada' },
	{ id: 'DE', label: 'Germany' },
	{ id: 'US', label: 'United States' },
]

export type LogoUpload = { companyId: string; contentType: string | null; size: number }

export function companySettingsHandlers(replies: { update?: Reply; upload?: Reply; remove?: Reply; countries?: Reply } = {}) {
	const calls = {
		update: [] as Array<{ companyId: string; body: any }>,
		upload: [] as LogoUpload[],
		remove: [] as string[],
	}
	const handlers = [
		http.get(`${GATEWAY}/collections/api/v1/countries`, () => (replies.countries ?? (() => HttpResponse.json(TEST_COUNTRIES)))()),
		http.patch(`${GATEWAY}/customers/api/v1/company/:companyId`, async ({ request, params }) => {
			const body = await request.json()
			calls.update.push({ companyId: String(params.companyId), body })
			if (replies.update) return replies.update()
			const input = body as Record<string, string | null>
			const settings: CompanySettings = {
				id: String(params.companyId),
				name: String(input.name),
				logo: null,
				lang: String(input.lang),
				country: input.country ?? null,
				defaultChildInviteMessage: input.defaultChildInviteMessage ?? null,
			}
			return HttpResponse.json(settings)
		}),
		http.put(`${GATEWAY}/customers/api/v1/company/:companyId/logo`, async ({ request, params }) => {
			const bytes = await request.arrayBuffer()
			calls.upload.push({
				companyId: String(params.companyId),
				contentType: request.headers.get('content-type'),
				size: bytes.byteLength,
			})
			return (replies.upload ?? (() => HttpResponse.json({ logo: 'http://console.test/__gateway/logos/logo_1' })))()
		}),
		http.delete(`${GATEWAY}/customers/api/v1/company/:companyId/logo`, ({ params }) => {
			calls.remove.push(String(params.companyId))
			return (replies.remove ?? (() => new HttpResponse(null, { status: 204 })))()
		}),
	]
	return { handlers, calls }
}
