import { data, redirect, redirectDocument } from 'react-router'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { BackLink, PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { GatewayError } from '#app/gateway/errors.ts'
import {
	getDedSettings,
	getSimulationSettings,
	initiateDedAuth,
	sendDedTestEmail,
	updateDedSettings,
	updateSimulationSettings,
} from '#app/gateway/phishing-simulation.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { loadResources, textsHandle } from '#app/i18n/resources.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { SETTINGS_PAGES } from '#server/shared/phishing-simulation.ts'
import { ConfigurationForm, DedAuthForm, DedForm, ReportButtonForm, type SettingsReply } from './settings-forms.tsx'
import {
	ConfigurationSchema,
	DedAuthSchema,
	DedSchema,
	gatewayMessageKey,
	ReportButtonSchema,
	SETTINGS_INTENT,
	settingsPageOf,
	settingsPagePath,
} from './settings-schemas.ts'
import { requireSimulationViewer } from './simulation-access.server.ts'
import type { Route } from './+types/settings'

// The phishing simulation's settings (spec 3 §2: /phishing-simulation/settings goes to report-button; the
// sub-pages configuration and direct-email-delivery; §3 Settings and DED settings; §7 settings calls):
// one route for the three pages, a conform form each (several on the DED page, told apart by `intent`),
// all working without JavaScript. Admins only (simulation-access.server.ts); the company is the session's.

export const handle = textsHandle('phishing-simulation-settings')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingSimulationSettings:title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireSimulationViewer(args)
	const page = settingsPageOf(args.params.page)
	if (!page) throw redirect(settingsPagePath('report-button'))
	const { token } = viewer
	const companyId = viewer.company.id
	const [settings, ded] = await Promise.all([
		settle(args.request, () => getSimulationSettings(token, companyId)),
		page === 'direct-email-delivery' ? settle(args.request, () => getDedSettings(token, companyId)) : null,
	])
	return {
		page,
		settings: settings.ok ? settings.value : null,
		ded: ded?.ok ? ded.value : null,
		failures: [settings.ok ? null : settings.failure, ded && !ded.ok ? ded.failure : null],
	}
}

/** The gateway's 422 as field errors (its messages as this page's keys), or null when it is no such refusal. */
function gatewayFieldErrors(error: unknown): Record<string, string[]> | null {
	if (!(error instanceof GatewayError) || error.status !== 422) return null
	const fields: Record<string, string[]> = {}
	for (const detail of error.details) {
		const key = detail.code ? gatewayMessageKey(detail.description) : null
		if (detail.code && key) fields[detail.code] = [key]
	}
	return Object.keys(fields).length > 0 ? fields : null
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireSimulationViewer(args)
	const page = settingsPageOf(args.params.page) ?? 'report-button'
	const back = settingsPagePath(page)
	const { token } = viewer
	const companyId = viewer.company.id
	const formData = await args.request.formData()
	const intent = String(formData.get('intent') ?? '')
	const saved = () => redirectWithToast(args.request, back, { type: 'success', message: 'phishingSimulationSettings:toast.updated' })

	/** Runs the gateway write; a refusal comes back on the form with what was typed. */
	async function write<T>(
		submission: ReturnType<typeof parseSubmission>,
		run: () => Promise<T>,
	): Promise<{ ok: true; value: T } | { ok: false; reply: ReturnType<typeof data<SettingsReply>> }> {
		try {
			return { ok: true, value: await run() }
		} catch (error) {
			const fieldErrors = gatewayFieldErrors(error)
			const reply: SettingsReply = fieldErrors
				? { intent, result: submission.reply({ fieldErrors }) }
				: { intent, result: submission.reply(), failure: await writeFailure(error, args.request) }
			return { ok: false, reply: data<SettingsReply>(reply, { status: 400 }) }
		}
	}

	switch (intent) {
		case SETTINGS_INTENT.reportButton:
		case SETTINGS_INTENT.configuration: {
			const submission = parseSubmission(formData, intent === SETTINGS_INTENT.reportButton ? ReportButtonSchema : ConfigurationSchema)
			if (submission.status !== 'success') return data<SettingsReply>({ intent, result: submission.reply() }, { status: 400 })
			// PATCH sends the whole settings: the other page's fields as they are now.
			const result = await write(submission, async () => {
				const current = await getSimulationSettings(token, companyId)
				return updateSimulationSettings(token, companyId, { ...current, ...submission.value })
			})
			return result.ok ? saved() : result.reply
		}
		case SETTINGS_INTENT.ded:
		case SETTINGS_INTENT.testEmail: {
			const submission = parseSubmission(formData, DedSchema)
			if (submission.status !== 'success') return data<SettingsReply>({ intent, result: submission.reply() }, { status: 400 })
			// Send test email saves first, so the address typed is the one written to.
			const result = await write(submission, async () => {
				const settings = await updateDedSettings(token, companyId, submission.value)
				if (intent === SETTINGS_INTENT.testEmail) await sendDedTestEmail(token, companyId)
				return settings
			})
			if (!result.ok) return result.reply
			if (intent === SETTINGS_INTENT.ded) return saved()
			const lng = getLocale(args.context)
			const t = createTranslator(lng, await loadResources(lng, ['phishing-simulation-settings']))
			return redirectWithToast(args.request, back, {
				type: 'success',
				message: t('phishingSimulationSettings:ded.testSent', { email: result.value.testEmail }),
				raw: true,
			})
		}
		case SETTINGS_INTENT.dedAuth: {
			const submission = parseSubmission(formData, DedAuthSchema)
			if (submission.status !== 'success') return data<SettingsReply>({ intent, result: submission.reply() }, { status: 400 })
			const result = await write(submission, () => initiateDedAuth(token, companyId, viewer.user.id, { domain: submission.value.domain }))
			if (!result.ok) return result.reply
			// The provider's consent page (the gateway's own in the reference setup): only an http(s) address.
			const to = new URL(result.value.authorizationUrl)
			if (to.protocol !== 'https:' && to.protocol !== 'http:') throw new Response('Bad authorisation address', { status: 502 })
			return redirectDocument(to.toString())
		}
		default:
			throw new Response('Unknown intent', { status: 400 })
	}
}

export default function SimulationSettings({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('phishing-simulation-settings')
	const { t } = useTranslation('phishingSimulationSettings')
	const { page, settings, ded, failures } = loaderData
	const reply = (intents: string[]) => (actionData && intents.includes(actionData.intent) ? actionData : undefined)
	return (
		<PageLayout>
			<BackLink to="/phishing-simulation/active">{t('back')}</BackLink>
			<PageHeader title={t('title')} description={t('description')}>
				<TabNav aria-label={t('tabs.label')}>
					{SETTINGS_PAGES.map((p) => (
						<TabNavLink key={p} to={settingsPagePath(p)} active={p === page}>
							{t(`tabs.${p}`)}
						</TabNavLink>
					))}
				</TabNav>
			</PageHeader>
			<LoadFailures failures={failures} namespace="phishingSimulationSettings" />
			{page === 'report-button' && settings ? (
				<ReportButtonForm key={JSON.stringify(settings)} settings={settings} reply={reply([SETTINGS_INTENT.reportButton])} />
			) : null}
			{page === 'configuration' && settings ? (
				<ConfigurationForm key={JSON.stringify(settings)} settings={settings} reply={reply([SETTINGS_INTENT.configuration])} />
			) : null}
			{page === 'direct-email-delivery' && ded ? (
				<>
					<DedForm key={JSON.stringify(ded)} ded={ded} reply={reply([SETTINGS_INTENT.ded, SETTINGS_INTENT.testEmail])} />
					<DedAuthForm authorizedDomains={ded.authorizedDomains} reply={reply([SETTINGS_INTENT.dedAuth])} />
				</>
			) : null}
		</PageLayout>
	)
}
