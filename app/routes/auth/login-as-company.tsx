import { data, Form, redirect } from 'react-router'
import { LOGIN_AS_COMPANY_INTENT, PARTNER_CUSTOMERS_PATH } from '#app/auth/company-access.ts'
import { requireViewer, sessionEndingResponse, type Viewer } from '#app/auth/guards.server.ts'
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { commitSession, companyAccessStorage, getCompanyAccess, getSession } from '#app/auth/session.server.ts'
import { partnerCustomersPath } from '#app/auth/visibility.ts'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import type { UiMessage } from '#app/components/form-errors.ts'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { getCompanyView } from '#app/gateway/company.server.ts'
import { GatewayError } from '#app/gateway/errors.ts'
import { getCompanyCustomToken } from '#app/gateway/partnership.server.ts'
import { getAuthUser, logout as gatewayLogout, signInWithToken } from '#app/gateway/user.server.ts'
import { textKey } from '#app/i18n/keys.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { SIGN_IN_TEXTS } from '#app/i18n/resources.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import type { Route } from './+types/login-as-company'

export const handle = SIGN_IN_TEXTS

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'auth:loginAsCompany.title')

/**
 * Partner access (spec 1 §4): the partner's own session stays; the customer's
 * session lives in a browser-session cookie until the partner exits. The
 * company id is checked by the gateway against the partner's customers.
 */
export async function loader(args: Route.LoaderArgs) {
	const { url } = args
	const companyId = url.searchParams.get('companyId')
	const companyToken = url.searchParams.get('companyToken')
	const viewer = await requireViewer(args)
	if (companyToken && companyId) return enterCompany(args.request, companyToken, viewer)
	if (!companyId) return { company: null, failure: { message: textKey('auth:loginAsCompany.missing') } as UiMessage }
	try {
		const company = await getCompanyView(viewer.token, companyId)
		return { company: { id: company.id, name: company.name }, failure: null as UiMessage | null }
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		if (error instanceof GatewayError && error.expected)
			return data({ company: null, failure: { message: error.message, raw: true } as UiMessage }, { status: error.status })
		throw error
	}
}

export async function action(args: Route.ActionArgs) {
	const form = await args.request.formData()
	if (form.get('intent') === LOGIN_AS_COMPANY_INTENT.exit) return exitCompany(args.request)
	const viewer = await requireViewer(args)
	const companyId = String(form.get('companyId') ?? '')
	try {
		const { customToken } = await getCompanyCustomToken(viewer.token, companyId)
		return await enterCompany(args.request, customToken, viewer)
	} catch (error) {
		const ending = await sessionEndingResponse(error, args.request)
		if (ending) throw ending
		if (error instanceof GatewayError && error.expected)
			return data({ company: null, failure: { message: error.message, raw: true } as UiMessage }, { status: error.status })
		throw error
	}
}

/** `partner` is the partner's own viewer: 'Back to customers' returns to the customers page of its type. */
async function enterCompany(request: Request, oneTimeToken: string, partner: Viewer) {
	const { idToken } = await signInWithToken(oneTimeToken)
	const user = await getAuthUser(idToken)
	const company = await getCompanyView(idToken, user.company_id)
	const access = await getCompanyAccess(request)
	access.set('idToken', idToken)
	access.set('companyId', company.id)
	access.set('companyName', company.name)
	access.set('userId', user.id)
	access.set('returnTo', partnerCustomersPath(partner.company))
	return redirect('/home', { headers: { 'Set-Cookie': await companyAccessStorage().commitSession(access) } })
}

/** Back from the customer's console to the partner's own: the access token is revoked. */
async function exitCompany(request: Request) {
	const access = await getCompanyAccess(request)
	const token = access.get('idToken')
	if (token) await gatewayLogout(token).catch(() => {})
	const headers = new Headers({ 'Set-Cookie': await companyAccessStorage().destroySession(access) })
	const session = await getSession(request)
	if (session.get('idToken')) return redirect(safeRedirectPath(access.get('returnTo'), PARTNER_CUSTOMERS_PATH), { headers })
	headers.append('Set-Cookie', await commitSession(session))
	return redirect('/login', { headers })
}

export default function LoginAsCompany({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const submitting = useIsPending()
	const failure = actionData?.failure ?? loaderData.failure
	const company = loaderData.company
	return (
		<AuthLayout title={t('auth:loginAsCompany.title')}>
			<FailureAlert t={t} failure={failure} className="mb-4" />
			{company ? (
				<Form method="post" className="grid gap-4">
					<p className="text-sm text-muted-foreground">{t('auth:loginAsCompany.description', { company: company.name })}</p>
					<input type="hidden" name="companyId" value={company.id} />
					<StatusButton type="submit" name="intent" value={LOGIN_AS_COMPANY_INTENT.enter} pending={submitting}>
						{t('auth:loginAsCompany.submit', { company: company.name })}
					</StatusButton>
				</Form>
			) : null}
		</AuthLayout>
	)
}
