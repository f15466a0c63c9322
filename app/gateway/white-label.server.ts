import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'
import { isGatewayError } from './errors.ts'

export const BrandingSchema = z.object({
	companyId: z.string(),
	name: z.string(),
	logo: z.string().nullable(),
	isVerified: z.boolean(),
})
export type Branding = z.infer<typeof BrandingSchema>

/** The white-label branding of a host name, or null when no company uses it. */
export async function getBrandingByDomain(domain: string): Promise<Branding | null> {
	try {
		return await callGateway({
			method: 'GET',
			path: `/white-label/api/v1/by-domain/${seg(domain.toLowerCase())}`,
			schema: BrandingSchema,
		})
	} catch (error) {
		if (isGatewayError(error) && error.status === 404) return null
		throw error
	}
}
