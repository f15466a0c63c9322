import { getZodConstraint } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { requireViewer, type Viewer } from '#app/auth/guards.server.ts'
import { canSeeWhiteLabel } from '#app/auth/visibility.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { getEnv } from '#app/env.server.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import {
	addCustomDomain,
	disableCustomSmtp,
	getCustomDomains,
	getCustomSmtp,
	getGraphAuthUrl,
	getGraphStatus,
	resetCustomDomain,
	resetGraph,
	saveCustomSmtp,
	verifyCustomDomain,
	type CustomDomainEntry,
	type CustomSmtp,
	type GraphStatus,
} from '#app/gateway/white-label.server.ts'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { type Toast, redirectWithToast } from '#app/lib/toast.server.ts'
import { forgetBranding, requestHost } from '#app/white-label/branding.server.ts'
import {
	DOMAIN_CONFLICT_CODE,
	DOMAIN_NOT_VERIFIED_CODE,
	DOMAIN_TYPES,
	type DomainType,
	isDomainType,
	MAIL_DELIVERY_CONFLICT_CODE,
} from '#server/shared/custom-domain.ts'
import { AddDomainSchema, SmtpSchema } from './schemas.ts'
import { GRAPH_RETURN, INTENT, parseModal, WHITE_LABEL_PATH, type WhiteLabelModal } from './url.ts'

type Args = { request: Request; url: URL; context: Parameters<typeof requireViewer>[0]['context'] }

/** White label only with the feature (spec 1 §6); everyone else is sent to the general settings. */
async function requireWhiteLabelViewer(args: Args): Promise<Viewer> {
	const viewer = await requireViewer(args)
	if (!canSeeWhiteLabel(viewer.company)) throw redirect('/settings/general')
	return viewer
}

/**
 * Whether the reference gateway plays DNS on this machine (no GATEWAY_URL, no real resolver): the
 * page then links to its test zone, where the tester publishes the record.
 */
function testDnsZone(): string | null {
	// Only the embedded gateway with its `dns` test page plays the zone (GATEWAY_TEST_PAGES); otherwise real DNS answers.
	if (getEnv().GATEWAY_URL || !getEnv().gateway.testPages.includes('dns')) return null
	return '/__gateway/dns'
}

export type WhiteLabelData = {
	domains: CustomDomainEntry[] | null
	graph: GraphStatus | null
	smtp: CustomSmtp | null
	failures: UiMessage[]
	modal: WhiteLabelModal | null
	testDnsZone: string | null
	constraints: { addDomain: ReturnType<typeof getZodConstraint>; smtp: ReturnType<typeof getZodConstraint> }
}

const GRAPH_TOASTS = {
	connected: { type: 'success', message: 'whiteLabel:toasts.graphConnected' },
	cancelled: { type: 'info', message: 'whiteLabel:toasts.graphCancelled' },
	smtpOn: { type: 'error', message: 'whiteLabel:errors.exclusive' },
} as const satisfies Record<string, Toast>

export async function loadWhiteLabel(args: Args): Promise<WhiteLabelData> {
	const viewer = await requireWhiteLabelViewer(args)
	const { request, url } = args
	// Back from the Office Graph consent page: say how it went, then drop the parameter.
	const graphReturn = url.searchParams.get('graph')
	if (graphReturn !== null) {
		const toast = (GRAPH_RETURN as readonly string[]).includes(graphReturn)
			? GRAPH_TOASTS[graphReturn as (typeof GRAPH_RETURN)[number]]
			: null
		if (toast) throw await redirectWithToast(request, WHITE_LABEL_PATH, toast)
		throw redirect(WHITE_LABEL_PATH)
	}
	const { token, company } = viewer
	const [domains, graph, smtp] = await Promise.all([
		settle(request, () => getCustomDomains(token, company.id)),
		settle(request, () => getGraphStatus(token, company.id)),
		settle(request, () => getCustomSmtp(token, company.id)),
	])
	const failures = [domains, graph, smtp].flatMap((r) => (r.ok ? [] : [r.failure]))
	return {
		domains: domains.ok ? domains.value.customDomains : null,
		graph: graph.ok ? graph.value : null,
		smtp: smtp.ok ? smtp.value : null,
		failures: failures.length > 0 ? [{ message: 'whiteLabel:loadFailed' }, ...failures.slice(0, 1)] : [],
		modal: parseModal(url.searchParams),
		testDnsZone: testDnsZone(),
		constraints: { addDomain: getZodConstraint(AddDomainSchema), smtp: getZodConstraint(SmtpSchema) },
	}
}

type SubmissionReply = ReturnType<ReturnType<typeof parseSubmission>['reply']>
export type WhiteLabelReply =
	| { intent: typeof INTENT.addDomain; type: DomainType; result: SubmissionReply; failure?: UiMessage }
	| { intent: typeof INTENT.saveSmtp; result: SubmissionReply; failure?: UiMessage }

const toastOk = (request: Request, message: TranslationKey) => redirectWithToast(request, WHITE_LABEL_PATH, { type: 'success', message })
const toastError = (request: Request, failure: UiMessage) => redirectWithToast(request, WHITE_LABEL_PATH, { type: 'error', ...failure })

function postedType(formData: FormData): DomainType | null {
	const type = formData.get('type')
	return isDomainType(type) ? type : null
}

/** The console host the browser is on, where the Office Graph consent returns (port included). */
function consoleHost(request: Request) {
	const url = new URL(request.url)
	return url.port ? `${requestHost(request)}:${url.port}` : requestHost(request)
}

export async function whiteLabelAction(args: Args) {
	const viewer = await requireWhiteLabelViewer(args)
	const { request } = args
	const { token, company } = viewer
	const formData = await request.formData()
	const intent = formData.get('intent')

	switch (intent) {
		case INTENT.addDomain: {
			const type = postedType(formData) ?? DOMAIN_TYPES[0]
			const submission = parseSubmission(formData, AddDomainSchema)
			if (submission.status !== 'success') {
				return data({ intent, type, result: submission.reply() } satisfies WhiteLabelReply, {
					status: submission.status === 'error' ? 400 : 200,
				})
			}
			const { customDomain } = submission.value
			try {
				await addCustomDomain(token, company.id, { customDomain, type: submission.value.type })
			} catch (error) {
				const fieldError = hasErrorCode(error, DOMAIN_CONFLICT_CODE)
					? 'whiteLabel:errors.conflict'
					: hasErrorCode(error, 'custom_domain/in_use')
						? 'whiteLabel:errors.sameCompany'
						: null
				if (fieldError) {
					return data(
						{
							intent,
							type,
							result: submission.reply({ fieldErrors: { customDomain: [fieldError] } }),
						} satisfies WhiteLabelReply,
						{ status: 409 },
					)
				}
				const failure = await writeFailure(error, request)
				return data({ intent, type, result: submission.reply(), failure } satisfies WhiteLabelReply, { status: 400 })
			}
			forgetBranding(customDomain)
			return toastOk(request, 'whiteLabel:toasts.domainAdded')
		}

		case INTENT.verifyDomain: {
			const type = postedType(formData)
			if (!type) return toastError(request, { message: 'common:tryAgain' })
			try {
				const reply = await verifyCustomDomain(token, company.id, type)
				forgetBranding(reply.customDomains.find((d) => d.type === type)?.customDomain)
			} catch (error) {
				if (hasErrorCode(error, DOMAIN_NOT_VERIFIED_CODE)) {
					return redirectWithToast(request, WHITE_LABEL_PATH, {
						type: 'error',
						message: 'whiteLabel:toasts.notVerified',
					})
				}
				return toastError(request, await writeFailure(error, request))
			}
			return toastOk(request, 'whiteLabel:toasts.domainVerified')
		}

		case INTENT.resetDomain: {
			const type = postedType(formData)
			if (!type) return toastError(request, { message: 'common:tryAgain' })
			try {
				const before = await getCustomDomains(token, company.id)
				await resetCustomDomain(token, company.id, type)
				forgetBranding(before.customDomains.find((d) => d.type === type)?.customDomain)
			} catch (error) {
				return toastError(request, await writeFailure(error, request))
			}
			return toastOk(request, 'whiteLabel:toasts.domainReset')
		}

		case INTENT.connectGraph: {
			let authUrl: string
			try {
				authUrl = await getGraphAuthUrl(token, company.id, consoleHost(request))
			} catch (error) {
				if (hasErrorCode(error, MAIL_DELIVERY_CONFLICT_CODE)) return toastError(request, { message: 'whiteLabel:errors.exclusive' })
				return toastError(request, await writeFailure(error, request))
			}
			// The consent page the gateway names (the identity platform's; the reference gateway's own in embedded mode).
			if (!/^https?:\/\//.test(authUrl)) return toastError(request, { message: 'common:tryAgain' })
			return redirect(authUrl)
		}

		case INTENT.resetGraph: {
			try {
				await resetGraph(token, company.id)
			} catch (error) {
				return toastError(request, await writeFailure(error, request))
			}
			return toastOk(request, 'whiteLabel:toasts.graphReset')
		}

		case INTENT.saveSmtp: {
			const submission = parseSubmission(formData, SmtpSchema)
			// The password is never drawn back into the page.
			if (submission.status !== 'success') {
				return data({ intent, result: submission.reply({ hideFields: ['password'] }) } satisfies WhiteLabelReply, {
					status: submission.status === 'error' ? 400 : 200,
				})
			}
			try {
				await saveCustomSmtp(token, company.id, {
					...submission.value,
					password: submission.value.password || undefined,
				})
			} catch (error) {
				const fieldErrors =
					hasErrorCode(error, 'validation_error') && /password/.test(String((error as Error).message))
						? { password: [textKey('whiteLabel:errors.required')] }
						: null
				if (fieldErrors) {
					return data({ intent, result: submission.reply({ fieldErrors, hideFields: ['password'] }) } satisfies WhiteLabelReply, {
						status: 400,
					})
				}
				const failure: UiMessage = hasErrorCode(error, MAIL_DELIVERY_CONFLICT_CODE)
					? { message: 'whiteLabel:errors.exclusive' }
					: await writeFailure(error, request)
				return data({ intent, result: submission.reply({ hideFields: ['password'] }), failure } satisfies WhiteLabelReply, { status: 400 })
			}
			return toastOk(request, 'whiteLabel:toasts.smtpSaved')
		}

		case INTENT.disableSmtp: {
			try {
				await disableCustomSmtp(token, company.id)
			} catch (error) {
				return toastError(request, await writeFailure(error, request))
			}
			return toastOk(request, 'whiteLabel:toasts.smtpDisabled')
		}

		default:
			throw data(null, { status: 400 })
	}
}
