/**
 * The company form's intents, limits and native constraints (spec 1 §3 Company, §5, §9): what the
 * page's components need on every load. The zod schema is in schemas.ts, loaded by the browser
 * only when the form is validated.
 */

export const GENERAL_SETTINGS_PATH = '/settings/general'

/** The forms of the page, told apart by their `intent` field. */
export const INTENT = { save: 'saveCompany', removeLogo: 'removeLogo' } as const

/** Spec 1 §5 uploads: images gif, jpeg, jpg, png. */
export const LOGO_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const
export const LOGO_CONTENT_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const
/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_LOGO_BYTES = 7_340_032
export const MAX_LOGO_MB = 7
/** What the file picker offers. */
export const LOGO_ACCEPT = [...LOGO_EXTENSIONS.map((e) => `.${e}`), ...LOGO_CONTENT_TYPES].join(',')

export const COMPANY_NAME_MAX = 255
export const INVITE_MESSAGE_MAX = 2000

/** Spec 1 §5 content type: by name and, when the browser gives one, by type (the gateway reads the bytes). */
export function isAllowedLogo(file: { name: string; type: string }): boolean {
	const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
	const typeOk = file.type === '' || (LOGO_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase())
	return (LOGO_EXTENSIONS as readonly string[]).includes(extension) && typeOk
}

/** Native constraints drawn by the server (no `pattern`: the Unicode class is not a valid HTML pattern). */
export const COMPANY_CONSTRAINT = {
	name: { required: true, maxLength: COMPANY_NAME_MAX },
	lang: { required: true },
	country: { required: true },
	defaultChildInviteMessage: { maxLength: INVITE_MESSAGE_MAX },
}
