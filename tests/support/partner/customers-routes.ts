/**
 * For the route tests of the customers, overview and opportunity-forecast pages: Nora of Northwind
 * signed in, her company answered as a partner of the kind each test names, the customer calls of
 * tests/mocks/partner-customers.ts, and the loader and action called with her session cookie.
 */
import { beforeAll, expect, test } from 'vitest'
import { outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, companyView } from '#tests/mocks/gateway.ts'
import { partnerCompany, partnerCustomersHandlers, type PartnerKind } from '#tests/mocks/partner-customers.ts'

// Route modules type their arguments; the tests build them with routeArgs.
type RouteFunction = (args: any) => Promise<unknown>

/** The route's loader and action with the partner's session cookie, made once before the file's tests. */
export function usePartnerRoute(route: { loader: RouteFunction; action?: RouteFunction }) {
	let cookie = ''
	beforeAll(async () => {
		cookie = await signedInCookie('admin', { idToken: 'partner-token', userId: 'usr_northwind_partner', companyId: 'cmp_northwind' })
	})
	const run = (routeFunction: RouteFunction | undefined, path: string, form?: Record<string, string>) => {
		if (!routeFunction) throw new Error(`No route function for ${path}`)
		return outcome(() => routeFunction(routeArgs(path, { cookie, form }))) as Promise<any>
	}
	return {
		load: (path: string) => run(route.loader, path),
		post: (path: string, form: Record<string, string>) => run(route.action, path, form),
	}
}

/**
 * The viewer's reads answer a company of `kind` (a partner, or a customer that is none), the partner
 * customer calls answer as `handlers` say; returns the gateway calls the test then makes.
 */
export function signedInAs(kind: PartnerKind | 'customer', handlers: Parameters<typeof partnerCustomersHandlers>[0] = {}) {
	const company = kind === 'customer' ? companyView() : partnerCompany(kind)
	viewerReplies(authUser({ id: 'usr_northwind_partner', company_id: company.id }), company)
	partnerCustomersHandlers(handlers)
	return recordGateway()
}

/** The Location of a redirect the loader or action threw or returned. */
export const redirectedTo = (result: unknown) => (result as Response).headers.get('Location')

/** A reseller's own page (spec 2 §2): any other company is sent to get-started before anything is read. */
export function testOnlyResellersOpen(load: () => Promise<unknown>) {
	test.each(['customer', 'subreseller', 'neither'] as const)('a %s is sent to get-started and nothing is read', async (kind) => {
		const calls = signedInAs(kind)
		expect(redirectedTo(await load())).toBe('/home')
		expect(calls).toEqual([])
	})
}
