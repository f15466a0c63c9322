import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

/** MFA error codes (strings): spec 1 §8 60202 and 60203, and the reference gateway's expired step. */
export const MFA_ERROR = {
	INVALID_CODE: '60202',
	ATTEMPTS_EXHAUSTED: '60203',
	/** The verificationTokenId is unknown, used or older than its 30 minutes. */
	VERIFICATION_EXPIRED: 'mfa_verification_expired',
} as const
export const MFA_CODE_LENGTH = 6

export const MfaSendCodeSchema = z.object({ sendsLeft: z.number().int() })
export const MfaLoginSchema = z.object({ customToken: z.string() })
export const MfaVerifyPasswordSchema = z.object({ verificationToken: z.string() })
export const MfaToggleSchema = z.object({ customFirebaseToken: z.string() })

/** Public: the verificationTokenId (from login validation or verify_password) authorises it. */
export function sendMfaCode(input: { email: string; verificationTokenId: string }): Promise<{ sendsLeft: number }> {
	return callGateway({
		method: 'POST',
		path: '/api/v1/user/security/mfa/send_code',
		body: { email: input.email, verificationTokenId: input.verificationTokenId },
		schema: MfaSendCodeSchema,
	})
}

export function mfaLogin(input: { code: string; verificationTokenId: string }): Promise<{ customToken: string }> {
	return callGateway({
		method: 'POST',
		path: '/user/security/mfa/login',
		body: { code: input.code, verificationTokenId: input.verificationTokenId },
		schema: MfaLoginSchema,
	})
}

export function verifyMfaPassword(token: string, companyId: string, password: string): Promise<{ verificationToken: string }> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/user/company/${seg(companyId)}/security/mfa/verify_password`,
		token,
		body: { password },
		schema: MfaVerifyPasswordSchema,
	})
}

export function setMfaEnabled(
	token: string,
	companyId: string,
	input: { isMfaEnabled: boolean; code: string; verificationTokenId: string },
): Promise<{ customFirebaseToken: string }> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/user/company/${seg(companyId)}/security/mfa`,
		token,
		body: { isMfaEnabled: input.isMfaEnabled, code: input.code, verificationTokenId: input.verificationTokenId },
		schema: MfaToggleSchema,
	})
}
