import { z } from 'zod'
import { callGateway } from './client.server.ts'

export const OptionSchema = z.object({ id: z.string(), label: z.string() })
export type Option = z.infer<typeof OptionSchema>
/** Country, industry and company size are sent as the chosen option (an id alone is accepted too). */
export type OptionInput = Option | string

export type RegisterInput = {
	email: string
	name: string
	lastName: string
	companyName: string
	phone: string
	country: OptionInput
	industry: OptionInput
	companySize: OptionInput
	password: string
	/** The partner company id from /register/:email/:partner/:source. */
	partner?: string
	source?: string
}

export const RegisterReplySchema = z.object({ customToken: z.string() })
export const ExistsSchema = z.object({ exists: z.boolean() })
export const CountrySchema = OptionSchema
export type Country = Option
export const CountriesSchema = z.array(CountrySchema)

export const REGISTRATION_ERROR = {
	EMAIL_EXISTS: 'auth/email-already-exists',
	COMPANY_NAME_EXISTS: 'company_name_already_exists',
} as const

/** Creates the company and its first admin; the customToken completes sign-in. */
export function register(input: RegisterInput): Promise<{ customToken: string }> {
	return callGateway({
		method: 'POST',
		path: 'customers/api/v1/company/register',
		body: input,
		schema: RegisterReplySchema,
	})
}

/** (ref) */
export async function emailExists(email: string): Promise<boolean> {
	const reply = await callGateway({
		method: 'GET',
		path: 'customers/api/v1/user/exists',
		query: { email },
		schema: ExistsSchema,
	})
	return reply.exists
}

/** (ref) */
export async function companyNameExists(name: string): Promise<boolean> {
	const reply = await callGateway({
		method: 'GET',
		path: 'customers/api/v1/company/exists',
		query: { name },
		schema: ExistsSchema,
	})
	return reply.exists
}

export function listCountries(): Promise<Country[]> {
	return callGateway({ method: 'GET', path: 'collections/api/v1/countries', schema: CountriesSchema })
}
