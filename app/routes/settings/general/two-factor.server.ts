import { getZodConstraint } from '@conform-to/zod/v4'
import { createCookie, data, redirect } from 'react-router'
import * as z from 'zod/mini'
import { MfaCodeSchema } from '#app/auth/account-schemas.ts'
import type { Viewer } from '#app/auth/guards.server.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { getEnv } from '#app/env.server.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { MFA_ERROR, sendMfaCode, setMfaEnabled, verifyMfaPassword } from '#app/gateway/mfa.server.ts'
import { logout, signInWithToken } from '#app/gateway/user.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { setToast, type Toast } from '#app/lib/toast.server.ts'
import { TWO_FACTOR_INTENT, TWO_FACTOR_STEP, type TwoFactorStep, twoFactorHref } from './two-factor-url.ts'
import type { SubmissionResult } from '@conform-to/react'

/**
 * Two-Factor Authentication of the general settings (spec 1 §4 "MFA flow"): verify the password,
 * send the email code, submit the 6-digit code, and 2FA is on (or off). The step is URL state
 * (`?twoFactor=password|code`); the verification token and the flow's counters live in a short-lived,
 * signed, httpOnly cookie of their own, never in the page or the URL. Every form posts to
 * /resources/two-factor, which answers with a redirect (with or without JavaScript).
 */

/** How long a started flow is kept: the gateway's verification step lasts 30 minutes. */
const FLOW_MAX_AGE_SECONDS = 30 * 60
/** Spec 1 §8: after the attempt limit the flow locks for 10 minutes. */
export const LOCK_MS = 10 * 60 * 1000

export const TwoFactorPasswordSchema = z.object({
	password: z.string({ error: textKey('auth:login.passwordRequired') }).check(z.minLength(1, textKey('auth:login.passwordRequired'))),
})

/** What the cookie holds while a flow is under way. */
export type TwoFactorFlow = {
	/** Whose flow it is: another user signing in on the same browser does not inherit it. */
	uid: string
	/** The gateway's verificationTokenId, once the password is verified. */
	token?: string
	/** What the flow turns 2FA to. */
	enable?: boolean
	/** Code sends left in the gateway's window (Resend only while some are). */
	sendsLeft?: number
	/** Epoch ms until which the flow is locked (60203). */
	lockedUntil?: number
	/** The last refused submit, shown on the step it came from until the next one. */
	failure?: { step: TwoFactorStep; message?: UiMessage; result?: SubmissionResult<string[]> }
	/** Counts refused submits (keys the step's form). */
	n?: number
}

let cookie: ReturnType<typeof createFlowCookie> | undefined
function createFlowCookie() {
	const env = getEnv()
	return createCookie('__two_factor', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: env.NODE_ENV === 'production',
		secrets: env.sessionSecrets,
		maxAge: FLOW_MAX_AGE_SECONDS,
	})
}
function flowCookie() {
	cookie ??= createFlowCookie()
	return cookie
}

export async function readFlow(request: Request, viewer: Viewer): Promise<TwoFactorFlow | null> {
	const value = (await flowCookie().parse(request.headers.get('Cookie'))) as TwoFactorFlow | null
	return value && typeof value === 'object' && value.uid === viewer.user.id ? value : null
}

function saveFlow(flow: TwoFactorFlow) {
	return flowCookie().serialize(flow)
}

function clearFlow() {
	return flowCookie().serialize('', { maxAge: 0 })
}

export type TwoFactorData = {
	/** Whether 2FA is on for the signed-in user. */
	enabled: boolean
	/** False in partner access: 2FA is each user's own (the gateway refuses it there). */
	available: boolean
	step: 'overview' | TwoFactorStep
	/** Where the codes go. */
	email: string
	/** What finishing the flow turns 2FA to. */
	enable: boolean
	canResend: boolean
	locked: boolean
	failure: UiMessage | null
	/** conform's lastResult for the step's form (typed values and messages of a refused submit). */
	result: SubmissionResult<string[]> | null
	/** Changes with each refused submit, so the step's form starts again from `result`. */
	attempt: number
	constraints: { password: ReturnType<typeof getZodConstraint>; code: ReturnType<typeof getZodConstraint> }
}

/** What the Two-Factor Authentication section of the general settings shows. */
export async function loadTwoFactor(viewer: Viewer, request: Request): Promise<TwoFactorData> {
	const flow = await readFlow(request, viewer)
	const enabled = viewer.user.isMfaEnabled
	const available = viewer.companyAccess === null
	const locked = available && !!flow?.lockedUntil && flow.lockedUntil > Date.now()
	const asked = new URL(request.url).searchParams.get('twoFactor')
	let step: TwoFactorData['step'] = 'overview'
	if (available && !locked) {
		if (asked === TWO_FACTOR_STEP.code && flow?.token) step = 'code'
		// A code step whose verification is gone starts again from the password.
		else if (asked === TWO_FACTOR_STEP.password || asked === TWO_FACTOR_STEP.code) step = 'password'
	}
	const failure = flow?.failure && (flow.failure.step === step || locked) ? flow.failure : null
	return {
		enabled,
		available,
		step,
		email: viewer.user.email,
		enable: step === 'code' && typeof flow?.enable === 'boolean' ? flow.enable : !enabled,
		canResend: step === 'code' && (flow?.sendsLeft ?? 0) > 0,
		locked,
		failure: locked ? { message: 'twoFactor:exhausted' } : (failure?.message ?? null),
		result: failure?.result ?? null,
		attempt: flow?.n ?? 0,
		constraints: { password: getZodConstraint(TwoFactorPasswordSchema), code: getZodConstraint(MfaCodeSchema) },
	}
}

// ─── The forms' action ───────────────────────────────────────────────────────

type Step = TwoFactorStep

/** A redirect to the section at `step`, with the flow cookie and optionally a toast. */
async function respond(request: Request, step: Step | null, flow: TwoFactorFlow | null, toast?: Toast, renewedIdToken?: string) {
	const headers = new Headers()
	if (toast || renewedIdToken) {
		const session = await getSession(request)
		if (renewedIdToken) session.set('idToken', renewedIdToken)
		if (toast) setToast(session, toast)
		headers.append('Set-Cookie', await commitSession(session))
	}
	headers.append('Set-Cookie', flow ? await saveFlow(flow) : await clearFlow())
	return redirect(twoFactorHref(step), { headers })
}

function refused(flow: TwoFactorFlow, step: Step, failure: { message?: UiMessage; result?: SubmissionResult<string[]> }): TwoFactorFlow {
	return { ...flow, failure: { step, ...failure }, n: (flow.n ?? 0) + 1 }
}

/** 60203: the flow starts again once the lock is over. */
function lockedFlow(flow: TwoFactorFlow): TwoFactorFlow {
	return { uid: flow.uid, lockedUntil: Date.now() + LOCK_MS, n: (flow.n ?? 0) + 1 }
}

/** The forms of the section, told apart by `intent`. The company is always the session's. */
export async function twoFactorAction(viewer: Viewer, request: Request) {
	if (viewer.companyAccess) throw new Response('Two-factor authentication is managed by each user.', { status: 403 })
	const formData = await request.formData()
	const intent = formData.get('intent')
	const flow: TwoFactorFlow = (await readFlow(request, viewer)) ?? { uid: viewer.user.id }
	if (intent === TWO_FACTOR_INTENT.cancel) return respond(request, null, null)
	if (flow.lockedUntil && flow.lockedUntil > Date.now()) return respond(request, null, flow)

	// conform's "validate" posts (before the browser's validation has loaded) carry no intent of ours.
	if (intent === TWO_FACTOR_INTENT.verifyPassword || (!intent && formData.has('password'))) {
		return verifyPassword(viewer, request, formData, flow)
	}
	if (intent === TWO_FACTOR_INTENT.verifyCode || (!intent && formData.has('code'))) {
		return verifyCode(viewer, request, formData, flow)
	}
	if (intent === TWO_FACTOR_INTENT.resendCode) return resendCode(viewer, request, flow)
	throw new Response('Unknown intent', { status: 400 })
}

async function verifyPassword(viewer: Viewer, request: Request, formData: FormData, flow: TwoFactorFlow) {
	const submission = parseSubmission(formData, TwoFactorPasswordSchema)
	const hidden = { hideFields: ['password'] }
	if (submission.status === undefined) return data({ result: submission.reply(hidden) }, { status: 400 })
	if (submission.status !== 'success') {
		return respond(request, 'password', refused(flow, 'password', { result: submission.reply(hidden) }))
	}
	const enable = !viewer.user.isMfaEnabled
	let token: string
	try {
		token = (await verifyMfaPassword(viewer.token, viewer.company.id, submission.value.password)).verificationToken
	} catch (error) {
		if (hasErrorCode(error, MFA_ERROR.ATTEMPTS_EXHAUSTED)) return respond(request, null, lockedFlow(flow))
		const message = await writeFailure(error, request)
		return respond(request, 'password', refused(flow, 'password', { message, result: submission.reply(hidden) }))
	}
	return sendCode(viewer, request, { uid: flow.uid, token, enable, n: flow.n })
}

/** Sends the email code of a verified flow: 'An email code was sent', then the code step. */
async function sendCode(viewer: Viewer, request: Request, flow: TwoFactorFlow & { token: string }) {
	try {
		const { sendsLeft } = await sendMfaCode({ email: viewer.user.email, verificationTokenId: flow.token })
		const next: TwoFactorFlow = { ...flow, sendsLeft, failure: undefined }
		return respond(request, 'code', next, { type: 'success', message: 'twoFactor:codeSent' })
	} catch (error) {
		if (hasErrorCode(error, MFA_ERROR.ATTEMPTS_EXHAUSTED)) return respond(request, null, lockedFlow(flow))
		const message = await writeFailure(error, request)
		if (hasErrorCode(error, MFA_ERROR.VERIFICATION_EXPIRED)) {
			return respond(request, 'password', refused({ uid: flow.uid, n: flow.n }, 'password', { message }))
		}
		return respond(request, 'code', refused(flow, 'code', { message }))
	}
}

async function resendCode(viewer: Viewer, request: Request, flow: TwoFactorFlow) {
	if (!flow.token) return respond(request, 'password', flow)
	return sendCode(viewer, request, { ...flow, token: flow.token })
}

async function verifyCode(viewer: Viewer, request: Request, formData: FormData, flow: TwoFactorFlow) {
	const submission = parseSubmission(formData, MfaCodeSchema)
	if (submission.status === undefined) return data({ result: submission.reply() }, { status: 400 })
	if (!flow.token || typeof flow.enable !== 'boolean') return respond(request, 'password', flow)
	if (submission.status !== 'success') return respond(request, 'code', refused(flow, 'code', { result: submission.reply() }))
	const enable = flow.enable
	let customFirebaseToken: string
	try {
		;({ customFirebaseToken } = await setMfaEnabled(viewer.token, viewer.company.id, {
			isMfaEnabled: enable,
			code: submission.value.code,
			verificationTokenId: flow.token,
		}))
	} catch (error) {
		if (hasErrorCode(error, MFA_ERROR.ATTEMPTS_EXHAUSTED)) return respond(request, null, lockedFlow(flow))
		const message = await writeFailure(error, request)
		if (hasErrorCode(error, MFA_ERROR.VERIFICATION_EXPIRED)) {
			return respond(request, 'password', refused({ uid: flow.uid, n: flow.n }, 'password', { message }))
		}
		// A wrong code (60202) shows the gateway's words in the banner; the code field starts empty.
		return respond(request, 'code', refused(flow, 'code', { message, result: submission.reply({ resetForm: true }) }))
	}
	const toast: Toast = { type: 'success', message: enable ? 'twoFactor:enabledToast' : 'twoFactor:disabledToast' }
	return respond(request, null, null, toast, await renewSession(viewer, customFirebaseToken))
}

/**
 * How long the replaced token keeps working. Requests the browser sent before the renewal's reply (a
 * poll, a revalidation, a field's server check) still carry it; revoked at once, such a request is
 * refused as signed out and its reply's cookie, arriving after the renewed one, signs the user out.
 */
export const REPLACED_TOKEN_GRACE_MS = 15_000

/**
 * The reply's one-time token signs the user in afresh: the session token is renewed after a
 * change to how the account signs in, and the old one is revoked (after REPLACED_TOKEN_GRACE_MS).
 * A failure keeps the old session.
 */
async function renewSession(viewer: Viewer, oneTimeToken: string): Promise<string | undefined> {
	try {
		const { idToken } = await signInWithToken(oneTimeToken)
		const replaced = viewer.token
		setTimeout(() => void logout(replaced).catch(() => {}), REPLACED_TOKEN_GRACE_MS).unref()
		return idToken
	} catch (error) {
		console.error('two-factor: session renewal failed', error)
		return undefined
	}
}
