import * as z from 'zod/mini'
import { textKey } from '#app/i18n/keys.ts'
import { checkboxField, trimmedText } from '#app/lib/form-fields.ts'
import { REPORT_ACTIONS, SETTINGS_PAGES, type SettingsPage } from '#server/shared/phishing-simulation.ts'

// The phishing simulation settings forms (spec 3 §2 settings sub-pages, §3 Settings and DED settings):
// shared by the browser (loaded on first use) and the action; the gateway checks them again. 'Wrong
// Email format' is spec 3 §5's; 'Please add Folder ID' the reference gateway's own wording.

export const SETTINGS_PATH = '/phishing-simulation/settings'
export const settingsPagePath = (page: SettingsPage) => `${SETTINGS_PATH}/${page}`

/** The sub-page a path segment names; null for none or anything else (the loader then redirects to report-button). */
export function settingsPageOf(segment: string | undefined): SettingsPage | null {
	return (SETTINGS_PAGES as readonly string[]).includes(segment ?? '') ? (segment as SettingsPage) : null
}

/** Several forms on one route: told apart by `intent`. */
export const SETTINGS_INTENT = {
	reportButton: 'report-button',
	configuration: 'configuration',
	ded: 'ded',
	testEmail: 'test-email',
	dedAuth: 'ded-auth',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const emailFormat = textKey('phishingSimulationSettings:errors.emailFormat')
/** '' or an email address. */
const optionalEmail = trimmedText.check(
	z.maxLength(254, emailFormat),
	z.refine((value) => value === '' || EMAIL.test(value), emailFormat),
)

const reportAction = z.enum(REPORT_ACTIONS, { error: textKey('phishingSimulationSettings:errors.required') })

/** Report button: what each provider's button does with a reported email; the folder when it moves it to one. */
export const ReportButtonSchema = z
	.object({
		gwReportAction: reportAction,
		msReportAction: reportAction,
		folderId: trimmedText.check(z.maxLength(255)),
	})
	.check(
		z.superRefine((value, ctx) => {
			const moves = value.gwReportAction === 'MOVE_TO_FOLDER' || value.msReportAction === 'MOVE_TO_FOLDER'
			if (moves && !value.folderId)
				ctx.issues.push({
					code: 'custom',
					path: ['folderId'],
					message: textKey('phishingSimulationSettings:errors.folderIdRequired'),
					input: value,
				})
		}),
	)

/** Configuration: the X-Test-Phish header, and where reported emails are forwarded. */
export const ConfigurationSchema = z.object({ xTestPhish: checkboxField, email: optionalEmail })

/** Direct email delivery: the providers' switches and the test address. */
export const DedSchema = z.object({ isGmailDedEnabled: checkboxField, isMicrosoftDedEnabled: checkboxField, testEmail: optionalEmail })

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

/** The domain to authorise for direct delivery. */
export const DedAuthSchema = z.object({
	domain: trimmedText.check(
		z.minLength(1, textKey('phishingSimulationSettings:errors.domainRequired')),
		z.refine((value) => value === '' || DOMAIN.test(value), textKey('phishingSimulationSettings:errors.domainFormat')),
	),
})

/** The gateway's 422 messages (its English wording) as this page's keys; null for one it does not know. */
export function gatewayMessageKey(message: string) {
	switch (message) {
		case 'Wrong Email format':
			return emailFormat
		case 'Please add Folder ID':
			return textKey('phishingSimulationSettings:errors.folderIdRequired')
		case 'Please add a test email address':
			return textKey('phishingSimulationSettings:errors.testEmailRequired')
		case 'Please enter a valid domain':
			return textKey('phishingSimulationSettings:errors.domainFormat')
		default:
			return null
	}
}
