import { data, redirect } from 'react-router'
import { MfaCodeSchema } from '#app/auth/account-schemas.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { completeSignIn, SignInRefused } from '#app/auth/sign-in.server.ts'
import { getEnv } from '#app/env.server.ts'
import { GatewayError, hasErrorCode } from '#app/gateway/errors.ts'
import { MFA_ERROR, mfaLogin, sendMfaCode } from '#app/gateway/mfa.server.ts'
import { validateLogin } from '#app/gateway/user.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { clientAddress, createRateLimiter } from '#app/lib/rate-limit.server.ts'
import { setToast } from '#app/lib/toast.server.ts'
import { LOGIN_INTENT, type LoginFailure } from './login-intents.ts'
import { LoginSchema } from './login-schema.ts'

/** Sign-in posts per minute per client address (SIGN_IN_LIMIT_PER_MINUTE). */
let signInLimiter: ReturnType<typeof createRateLimiter> | undefined
function limiter() {
	signInLimiter ??= createRateLimiter({ limit: getEnv().SIGN_IN_LIMIT_PER_MINUTE, windowMs: 60_000 })
	return signInLimiter
}

/**
 * Which login field shows a gateway refusal, and in which words (spec 1 §8
 * "Login messages"). Unknown failures get the generic message.
 */
export function loginErrorFor(error: unknown): LoginFailure {
	if (error instanceof SignInRefused) return { field: null, message: error.messageKey }
	if (!(error instanceof GatewayError)) return { field: null, message: 'auth:login.unknown' }
	switch (error.code) {
		case 'auth/invalid-credential':
		case 'auth/wrong-password':
			return { field: 'password', message: 'auth:login.invalidCredentials' }
		case 'auth/too-many-requests':
		case 'auth/weak-password':
			return { field: 'password', message: error.message, raw: true }
		case 'auth/invalid-email':
		case 'auth/user-not-found':
			return { field: 'email', message: 'auth:login.incorrectUsernameOrPassword' }
		case 'auth/user-disabled':
			return { field: null, message: 'auth:login.userDisabled' }
		case 'auth/operation-not-allowed':
		case 'auth/email-already-exists':
			return { field: 'email', message: error.message, raw: true }
		default:
			// An expected refusal carries the gateway's own words; anything else gets the generic message.
			return error.expected && error.status < 500
				? { field: null, message: error.message, raw: true }
				: { field: null, message: 'auth:login.unknown' }
	}
}

const tooManyAttempts = () =>
	data({ result: null, failure: { field: null, message: 'auth:login.tooManyAttempts' } as LoginFailure }, { status: 429 })

export async function loginAction(request: Request) {
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (intent === LOGIN_INTENT.resendCode) return resendCode(request)
	if (intent === LOGIN_INTENT.cancelMfa) return cancelMfa(request)
	// conform's "validate" posts carry no intent: the pending MFA step tells which form sent them.
	if (intent === LOGIN_INTENT.verifyCode || (!intent && (await getSession(request)).get('mfa'))) {
		return verifyCode(request, formData)
	}

	// Only a complete submit reaches the gateway (and counts against the limit); a
	// "validate" post or a bad form gets the errors back.
	const submission = parseSubmission(formData, LoginSchema)
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }), failure: null }, { status: 400 })
	}
	const address = clientAddress(request)
	if (!limiter().take(address)) return tooManyAttempts()
	const { email, password, redirectTo } = submission.value
	try {
		const { isMfaLogin, verificationToken } = await validateLogin({ email, password, clientAddress: address })
		if (isMfaLogin) {
			const { sendsLeft } = await sendMfaCode({ email, verificationTokenId: verificationToken })
			const session = await getSession(request)
			session.set('mfa', { verificationToken, email, sendsLeft, redirectTo: safeRedirectPath(redirectTo, '/') })
			setToast(session, { type: 'info', message: 'auth:mfa.codeSent' })
			return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } })
		}
		return await completeSignIn(request, verificationToken, { redirectTo, authType: 'password' })
	} catch (error) {
		if (error instanceof Response) throw error
		const failure = loginErrorFor(error)
		return data({ result: submission.reply({ hideFields: ['password'] }), failure }, { status: 400 })
	}
}

async function verifyCode(request: Request, formData: FormData) {
	const session = await getSession(request)
	const pending = session.get('mfa')
	if (!pending) return redirect('/login')
	const submission = parseSubmission(formData, MfaCodeSchema)
	if (submission.status !== 'success') return data({ result: submission.reply(), failure: null }, { status: 400 })
	if (!limiter().take(clientAddress(request))) return tooManyAttempts()
	try {
		const { customToken } = await mfaLogin({
			code: submission.value.code,
			verificationTokenId: pending.verificationToken,
		})
		return await completeSignIn(request, customToken, { redirectTo: pending.redirectTo, authType: 'password' })
	} catch (error) {
		if (error instanceof Response) throw error
		return data({ result: submission.reply({ resetForm: true }), failure: mfaFailure(error) }, { status: 400 })
	}
}

async function resendCode(request: Request) {
	const session = await getSession(request)
	const pending = session.get('mfa')
	if (!pending) return redirect('/login')
	try {
		const { sendsLeft } = await sendMfaCode({ email: pending.email, verificationTokenId: pending.verificationToken })
		session.set('mfa', { ...pending, sendsLeft })
		setToast(session, { type: 'success', message: 'auth:mfa.codeSent' })
		return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } })
	} catch (error) {
		const failure = mfaFailure(error)
		if (failure.locked) {
			session.set('mfa', { ...pending, sendsLeft: 0 })
			return data({ result: null, failure }, { status: 400, headers: { 'Set-Cookie': await commitSession(session) } })
		}
		return data({ result: null, failure }, { status: 400 })
	}
}

async function cancelMfa(request: Request) {
	const session = await getSession(request)
	session.unset('mfa')
	return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } })
}

/** MFA refusals: 60203 is the lock (spec 1 §8); 60202 and other gateway text show as given. */
export function mfaFailure(error: unknown): LoginFailure {
	if (hasErrorCode(error, MFA_ERROR.ATTEMPTS_EXHAUSTED)) return { field: null, message: 'auth:mfa.exhausted', locked: true }
	if (error instanceof GatewayError && error.expected) return { field: null, message: error.message, raw: true }
	return { field: null, message: 'auth:login.unknown' }
}
