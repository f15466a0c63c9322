import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'
import { uploadToGateway } from './raw-upload.server.ts'

/**
 * Company settings (spec 1 §3 Company: name, logo, lang, country, defaultChildInviteMessage). The
 * spec shows the company view (GET /customers/api/v2/company/{companyId}/view/admin, company.server.ts)
 * but not the calls that change it: the paths below are the reference gateway's choice (ref).
 */

/** Spec 1 §5 uploads: images gif, jpeg, jpg, png. */
export const LOGO_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const
export const LOGO_CONTENT_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const
/** Spec 1 §9: max upload 7340032 bytes (7 MB). */
export const MAX_LOGO_BYTES = 7_340_032
export const MAX_LOGO_MB = 7

/** Codes of the gateway's refusals of a logo. */
export const LOGO_ERROR = {
	/** 415: not a gif, jpeg or png (read from the bytes, not from the name). */
	contentType: 'logo_content_type',
	/** 413: over MAX_LOGO_BYTES. */
	tooLarge: 'logo_too_large',
	/** 422: no bytes. */
	empty: 'logo_empty',
} as const

export const CompanySettingsSchema = z.object({
	id: z.string(),
	name: z.string(),
	logo: z.string().nullable(),
	lang: z.string(),
	country: z.string().nullable(),
	defaultChildInviteMessage: z.string().nullable(),
})
export type CompanySettings = z.infer<typeof CompanySettingsSchema>

export type CompanySettingsInput = {
	name: string
	lang: string
	country: string
	/** Partners only (spec 1 §3); left out for a direct company. */
	defaultChildInviteMessage?: string | null
}

/** (ref) PATCH customers/api/v1/company/{companyId} (name, lang, country, defaultChildInviteMessage). */
export function updateCompanySettings(token: string, companyId: string, input: CompanySettingsInput): Promise<CompanySettings> {
	return callGateway({
		method: 'PATCH',
		path: `customers/api/v1/company/${seg(companyId)}`,
		token,
		body: { ...input, companyId },
		schema: CompanySettingsSchema,
	})
}

export const LogoReplySchema = z.object({ logo: z.string().min(1) })

/**
 * (ref) PUT customers/api/v1/company/{companyId}/logo: the image's bytes as the body, its type as
 * Content-Type. The reply is the address the console shows (the company view's `logo` from then on).
 */
export async function uploadCompanyLogo(token: string, companyId: string, file: Blob): Promise<string> {
	const reply = await uploadToGateway({
		method: 'PUT',
		path: `/customers/api/v1/company/${seg(companyId)}/logo`,
		token,
		file: { stream: file, size: file.size, type: file.type },
		schema: LogoReplySchema,
	})
	return reply.logo
}

/** (ref) DELETE customers/api/v1/company/{companyId}/logo: the company has no logo afterwards. */
export function deleteCompanyLogo(token: string, companyId: string): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `customers/api/v1/company/${seg(companyId)}/logo`,
		token,
		responseType: 'none',
	})
}

// The countries list (GET collections/api/v1/countries) is registration's call.
export { listCountries, type Country } from './registration.server.ts'
