import { http, HttpResponse } from 'msw'
import { GATEWAY, server } from './gateway.ts'

/**
 * The gateway calls of the Two-Factor Authentication section (spec 1 §7 "MFA") as msw handlers, each
 * call recorded: verify_password, send_code (sends left counting down from 2), the toggle, and the
 * session renewal with the toggle's one-time token. Pass replies to make a call fail.
 */
export type TwoFactorCall = { call: string; body: any; auth?: string | null }

export function twoFactorHandlers(replies: { verify?: () => Response; send?: (n: number) => Response; toggle?: () => Response } = {}) {
	const calls: TwoFactorCall[] = []
	let sends = 0
	server.use(
		http.post(`${GATEWAY}/api/v1/user/company/:companyId/security/mfa/verify_password`, async ({ request, params }) => {
			calls.push({
				call: `verify_password ${params.companyId}`,
				body: await request.json(),
				auth: request.headers.get('authorization'),
			})
			return replies.verify?.() ?? HttpResponse.json({ verificationToken: 'step-secret-123' })
		}),
		http.post(`${GATEWAY}/api/v1/user/security/mfa/send_code`, async ({ request }) => {
			calls.push({ call: 'send_code', body: await request.json() })
			sends += 1
			return replies.send?.(sends) ?? HttpResponse.json({ sendsLeft: 3 - sends })
		}),
		http.patch(`${GATEWAY}/api/v1/user/company/:companyId/security/mfa`, async ({ request, params }) => {
			calls.push({
				call: `toggle ${params.companyId}`,
				body: await request.json(),
				auth: request.headers.get('authorization'),
			})
			return replies.toggle?.() ?? HttpResponse.json({ customFirebaseToken: 'one-time-after-toggle' })
		}),
		http.post(`${GATEWAY}/api/v1/auth/sign_in_with_token`, async ({ request }) => {
			calls.push({ call: 'sign_in_with_token', body: await request.json() })
			return HttpResponse.json({ idToken: 'renewed-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() })
		}),
		http.post(`${GATEWAY}/api/v1/auth/logout`, ({ request }) => {
			calls.push({ call: 'logout', body: undefined, auth: request.headers.get('authorization') })
			return new HttpResponse(null, { status: 204 })
		}),
	)
	return calls
}
