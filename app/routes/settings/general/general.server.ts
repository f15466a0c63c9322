import { data, redirect } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import {
	deleteCompanyLogo,
	listCountries,
	LOGO_ERROR,
	updateCompanySettings,
	uploadCompanyLogo,
} from '#app/gateway/company-settings.server.ts'
import { GatewayError, hasErrorCode } from '#app/gateway/errors.ts'
import { REGISTRATION_ERROR } from '#app/gateway/registration.server.ts'
import { LANGUAGES } from '#app/i18n/config.ts'
import { textKey } from '#app/i18n/keys.ts'
import { UploadTooLarge, readBoundedFormData } from '#app/lib/bounded-form-data.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { setToast, type Toast } from '#app/lib/toast.server.ts'
import { COMPANY_CONSTRAINT, GENERAL_SETTINGS_PATH, INTENT, MAX_LOGO_BYTES } from './company-url.ts'
import { CompanySettingsSchema } from './schemas.ts'

// ─── Loader ──────────────────────────────────────────────────────────────────

export type CompanyForm = {
	name: string
	logo: string | null
	lang: string
	country: string | null
	defaultChildInviteMessage: string | null
}

/** What the company form shows: the company's settings, the choices, and whether it is a partner. */
export async function loadCompanyForm(viewer: Viewer, request: Request) {
	const { company } = viewer
	const countries = await settle(request, () => listCountries())
	const options = countries.ok ? countries.value : []
	// A country the list does not hold (or a failed list) stays choosable.
	if (company.country && !options.some((c) => c.id === company.country)) options.unshift({ id: company.country, label: company.country })
	return {
		company: {
			name: company.name,
			logo: company.logo,
			lang: company.lang,
			country: company.country,
			defaultChildInviteMessage: company.defaultChildInviteMessage,
		} satisfies CompanyForm,
		isPartner: company.distribution.isPartner,
		languages: LANGUAGES.map(({ code, name }) => ({ code, name })),
		countries: options,
		failures: countries.ok ? [] : [countries.failure],
		constraint: COMPANY_CONSTRAINT,
	}
}

// ─── Action ──────────────────────────────────────────────────────────────────

export type CompanyReply = {
	intent: string
	result?: ReturnType<ReturnType<typeof parseSubmission>['reply']>
	failure?: UiMessage | null
}

function reply(body: CompanyReply, status = 400) {
	return data<CompanyReply>(body, { status })
}

/** Back to the page with a toast; `companyLang` follows a saved language (the locale's second choice). */
async function done(request: Request, toast: Toast, companyLang?: string) {
	const session = await getSession(request)
	if (companyLang) session.set('companyLang', companyLang)
	setToast(session, toast)
	return redirect(GENERAL_SETTINGS_PATH, { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * The company form (multipart: the logo travels with it) and Remove logo. The body is bounded
 * before it is read (7 MB and the multipart allowance), so a too-large logo is refused unread.
 */
export async function companyAction(viewer: Viewer, request: Request) {
	let formData: FormData
	try {
		formData = await readBoundedFormData(request, MAX_LOGO_BYTES)
	} catch (error) {
		if (!(error instanceof UploadTooLarge)) throw error
		return reply({ intent: INTENT.save, result: { status: 'error', error: { logo: ['settingsGeneral:errors.logoSize'] } } }, 413)
	}
	const intent = String(formData.get('intent') ?? '')
	const companyId = viewer.company.id

	if (intent === INTENT.removeLogo) {
		try {
			await deleteCompanyLogo(viewer.token, companyId)
		} catch (error) {
			const failure = await writeFailure(error, request)
			return done(request, { type: 'error', ...failure })
		}
		return done(request, { type: 'success', message: 'settingsGeneral:logo.removed' })
	}
	if (intent !== INTENT.save) throw new Response('Unknown intent', { status: 400 })

	const submission = parseSubmission(formData, CompanySettingsSchema)
	if (submission.status !== 'success') return reply({ intent, result: submission.reply() })
	const values = submission.value
	const isPartner = viewer.company.distribution.isPartner

	try {
		await updateCompanySettings(viewer.token, companyId, {
			name: values.name,
			lang: values.lang,
			country: values.country,
			...(isPartner ? { defaultChildInviteMessage: values.defaultChildInviteMessage || null } : {}),
		})
	} catch (error) {
		if (hasErrorCode(error, REGISTRATION_ERROR.COMPANY_NAME_EXISTS)) {
			return reply({
				intent,
				result: submission.reply({ fieldErrors: { name: [textKey('settingsGeneral:errors.nameTaken')] } }),
			})
		}
		return reply({ intent, result: submission.reply(), failure: await writeFailure(error, request) })
	}

	if (values.logo) {
		try {
			await uploadCompanyLogo(viewer.token, companyId, values.logo)
		} catch (error) {
			// The other settings are saved; the logo is refused in the spec's words where the gateway says why.
			const logoError = hasErrorCode(error, LOGO_ERROR.contentType)
				? 'settingsGeneral:errors.logoType'
				: hasErrorCode(error, LOGO_ERROR.tooLarge) || (error instanceof GatewayError && error.status === 413)
					? 'settingsGeneral:errors.logoSize'
					: null
			if (logoError) return reply({ intent, result: submission.reply({ fieldErrors: { logo: [logoError] } }) })
			return reply({ intent, result: submission.reply(), failure: await writeFailure(error, request) })
		}
	}

	const languageChanged = values.lang !== viewer.company.lang && !viewer.companyAccess
	return done(request, { type: 'success', message: 'settingsGeneral:saved' }, languageChanged ? values.lang : undefined)
}
