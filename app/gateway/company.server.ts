import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

export const TRIAL_STATUS = ['available', 'active', 'expired', 'trialing'] as const
export const SUBSCRIPTION_TYPE = ['FREE', 'PAID', 'UNDEFINED'] as const
export const CUSTOMER_TYPE = ['OEM', 'PACKAGE_MSP', 'RESELLER', 'SUBRESELLER'] as const
export const PARTNER_STATUS = ['pending', 'access'] as const
export const SUBSCRIPTION_STATUS = ['ACTIVE', 'SUSPENDED', 'PAST_DUE', 'UNPAID', 'CANCELED', 'TRIALING'] as const

export const CustomDomainSchema = z.object({ domain: z.string(), isVerified: z.boolean() })
export type CustomDomain = z.infer<typeof CustomDomainSchema>

export const CompanyViewSchema = z.object({
	id: z.string(),
	name: z.string(),
	slug: z.string(),
	logo: z.string().nullable(),
	lang: z.string(),
	country: z.string().nullable(),
	ownerId: z.string().nullable(),
	apiKey: z.string().nullable(),
	videoProjectId: z.string().nullable(),
	createdAt: z.string(),
	updatedAt: z.string(),
	defaultChildInviteMessage: z.string().nullable(),
	subscription: z.object({
		hasBoost: z.boolean(),
		hasSuperBoost: z.boolean(),
		trial: z.object({
			status: z.enum(TRIAL_STATUS),
			modal: z.boolean(),
			endsAt: z.string().nullable(),
		}),
		type: z.enum(SUBSCRIPTION_TYPE),
	}),
	distribution: z.object({
		isPartner: z.boolean(),
		parentCompanyId: z.string().nullable(),
		parentCompanyName: z.string().nullable(),
		customerType: z.enum(CUSTOMER_TYPE).nullable(),
		integration: z.string().nullable(),
		loginAsCompany: z.boolean(),
		partnerStatus: z.enum(PARTNER_STATUS).nullable(),
	}),
	features: z.object({
		isChildLoginAllowed: z.boolean(),
		isPartnerInviteAllowed: z.boolean(),
		isGrandChildrenAccessAllowed: z.boolean(),
		hasWhiteLabelAccess: z.boolean(),
		hasPayByInvoiceAccess: z.boolean(),
		isOktaSamlAccessible: z.boolean(),
		isPhishingExerciseV2Enabled: z.boolean(),
		isScormEnabled: z.boolean(),
		/** Spec 2 §6: whether Add Monthly Video opens its dialog (absent from an older gateway: off). */
		isMonthlyVideoEnabled: z.boolean().default(false),
	}),
	users: z.object({ total: z.number().int(), enabled: z.number().int(), disabled: z.number().int() }),
	customDomainAdmin: CustomDomainSchema.nullable(),
	customDomainEmployee: CustomDomainSchema.nullable(),
	customDomainWeb: CustomDomainSchema.nullable(),
	isDisabled: z.boolean(),
	hasSso: z.boolean(),
})
export type CompanyView = z.infer<typeof CompanyViewSchema>
export type TrialStatus = CompanyView['subscription']['trial']['status']
export type SubscriptionType = CompanyView['subscription']['type']
export type CustomerType = NonNullable<CompanyView['distribution']['customerType']>

export const SubscriptionRecordSchema = z.object({
	subscriptionId: z.string(),
	periodEnd: z.string().nullable(),
	reservedSeats: z.number().int(),
	pricePerUserCents: z.number().int(),
	status: z.enum(SUBSCRIPTION_STATUS),
	type: z.string(),
	trialEndsAt: z.string().nullable(),
})
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>
export const SubscriptionRecordsSchema = z.array(SubscriptionRecordSchema)

export function getCompanyView(token: string, companyId: string): Promise<CompanyView> {
	return callGateway({
		method: 'GET',
		path: `/customers/api/v2/company/${seg(companyId)}/view/admin`,
		token,
		schema: CompanyViewSchema,
	})
}

/** Oldest first: the console reads the last item. */
export function getSubscriptions(token: string, companyId: string): Promise<SubscriptionRecord[]> {
	return callGateway({
		method: 'GET',
		path: `api/v1/company/${seg(companyId)}/subscriptions`,
		token,
		schema: SubscriptionRecordsSchema,
	})
}

const subscriptionReads = new WeakMap<object, Promise<SubscriptionRecord[]>>()

/**
 * The viewer's company's subscription records, read once per request: the shell (seats banner) and
 * /licensing both need them, and their loaders run side by side on the same viewer.
 */
export function subscriptionsOf(viewer: { token: string; company: { id: string } }): Promise<SubscriptionRecord[]> {
	let read = subscriptionReads.get(viewer)
	if (!read) {
		read = getSubscriptions(viewer.token, viewer.company.id)
		subscriptionReads.set(viewer, read)
	}
	return read
}
