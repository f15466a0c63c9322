import * as z from 'zod/mini'
import { LANGUAGE_CODES } from '#app/i18n/config.ts'
import { textKey } from '#app/i18n/keys.ts'
import { NAME_PATTERN } from '#app/lib/validation.ts'
import { COMPANY_NAME_MAX, INVITE_MESSAGE_MAX, isAllowedLogo, MAX_LOGO_BYTES } from './company-url.ts'

/**
 * The company form of the general settings (spec 1 §3 Company, §5), shared by the browser (loaded
 * on first use) and the action (the authority). Messages are i18n keys of `settingsGeneral`.
 */

const REQUIRED = textKey('settingsGeneral:errors.required')

/** An empty file input posts a nameless, empty file: no logo chosen. */
function chosenFile(value: unknown): File | undefined {
	if (typeof File === 'undefined' || !(value instanceof File)) return undefined
	return value.size > 0 || value.name !== '' ? value : undefined
}

export const CompanySettingsSchema = z.object({
	name: z
		.string({ error: REQUIRED })
		.check(
			z.trim(),
			z.minLength(1, REQUIRED),
			z.maxLength(COMPANY_NAME_MAX, textKey('settingsGeneral:errors.tooLong')),
			z.regex(NAME_PATTERN, textKey('settingsGeneral:errors.nameInvalid')),
		),
	logo: z.pipe(
		z.transform(chosenFile),
		z.optional(
			z.custom<File>().check(
				z.refine((file) => isAllowedLogo(file), textKey('settingsGeneral:errors.logoType')),
				z.refine((file) => file.size <= MAX_LOGO_BYTES, textKey('settingsGeneral:errors.logoSize')),
			),
		),
	),
	lang: z.enum(LANGUAGE_CODES as [string, ...string[]], { error: REQUIRED }),
	country: z
		.string({ error: textKey('settingsGeneral:errors.countryRequired') })
		.check(z.trim(), z.minLength(1, textKey('settingsGeneral:errors.countryRequired'))),
	// Partners only; the action ignores it for a direct company.
	defaultChildInviteMessage: z.optional(
		z.string().check(z.trim(), z.maxLength(INVITE_MESSAGE_MAX, textKey('settingsGeneral:errors.tooLong'))),
	),
})
export type CompanySettingsValues = z.output<typeof CompanySettingsSchema>
