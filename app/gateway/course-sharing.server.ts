import { z } from 'zod'
import { callGateway, seg } from './client.server.ts'

// Sharing a course with a partner's customers (spec 2 §2 "Course sharing screens", §3 "Customer-with-course
// row", "Customer-without-course row", §4 "Course delivery to customers", §7 "Courses and sharing").

/** The with-course table's sort columns; the spec shows orderBy=companyName, the others are the reference gateway's. */
export const SHARED_ORDER_BY = ['companyName', 'progress', 'startDate', 'receivedDate'] as const
export type SharedOrderBy = (typeof SHARED_ORDER_BY)[number]

/** Spec 2 §3 "Customer-with-course row". */
export const CustomerWithCourseSchema = z.object({
	companyId: z.string(),
	companyName: z.string(),
	/** The completion (0–100) of the customer's newest campaign of the course; 0 without one. */
	progress: z.number(),
	/** yyyy-MM-dd: the start date of the customer's campaign of the course that has not ended; null until started. */
	startDate: z.string().nullable(),
	/** When the course was shared with the customer (ISO time). */
	receivedDate: z.string(),
})
export type CustomerWithCourse = z.infer<typeof CustomerWithCourseSchema>

export const CustomersWithCourseSchema = z.object({ companies: z.array(CustomerWithCourseSchema), itemsCount: z.number().int() })

export type SharedCustomersQuery = {
	searchText?: string
	order?: 'asc' | 'desc'
	orderBy?: SharedOrderBy
	/** From 0. */
	pageNumber?: number
	pageSize?: number
}

/** GET /api/v1/course/{companyId}/companies_with_shared_trainings/{courseId} (query): the partner's customers that have the course. */
export function listCustomersWithCourse(
	token: string,
	companyId: string,
	courseId: string,
	query: SharedCustomersQuery,
): Promise<z.infer<typeof CustomersWithCourseSchema>> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/course/${seg(companyId)}/companies_with_shared_trainings/${seg(courseId)}`,
		token,
		query,
		schema: CustomersWithCourseSchema,
	})
}

/** Spec 2 §3 "Customer-without-course row". */
export const CustomerWithoutCourseSchema = z.object({ companyId: z.string(), companyName: z.string(), isBoosted: z.boolean() })
export type CustomerWithoutCourse = z.infer<typeof CustomerWithoutCourseSchema>

export const CustomersWithoutCourseSchema = z.object({
	companies: z.array(CustomerWithoutCourseSchema),
	itemsCount: z.number().int(),
	boostedCompaniesCount: z.number().int(),
})

export type UnsharedCustomersQuery = { actionType?: string; pageNumber?: number; pageSize?: number; searchText?: string }

/**
 * GET /api/v1/course/{companyId}/companies_without_shared_training/{courseId} (actionType, pageNumber,
 * pageSize, searchText): the partner's customers that do not have the course, by name.
 */
export function listCustomersWithoutCourse(
	token: string,
	companyId: string,
	courseId: string,
	query: UnsharedCustomersQuery,
): Promise<z.infer<typeof CustomersWithoutCourseSchema>> {
	return callGateway({
		method: 'GET',
		path: `/api/v1/course/${seg(companyId)}/companies_without_shared_training/${seg(courseId)}`,
		token,
		query,
		schema: CustomersWithoutCourseSchema,
	})
}

export const SharedWithSchema = z.object({ sharedWith: z.number().int() })

/** POST /api/v1/course/company/{companyId}/share/{courseId}/batch (customerCompanyIds, isAllCustomers): boosted customers get the course. */
export function shareCourse(
	token: string,
	companyId: string,
	courseId: string,
	body: { customerCompanyIds: string[]; isAllCustomers: boolean },
): Promise<z.infer<typeof SharedWithSchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/course/company/${seg(companyId)}/share/${seg(courseId)}/batch`,
		token,
		body,
		schema: SharedWithSchema,
	})
}

/** The start body: the spec's fields, and (ref) the settings form's notification and assignment. */
export type StartCourseForCustomers = {
	customerCompanyIds: string[]
	isAllCustomers: boolean
	daysToComplete: number
	/** yyyy-MM-dd. */
	startDate: string
	/** Every user of each customer (departments and groups are the customers' own). */
	assignmentType: 'all'
	notificationsEnabled: boolean
	subject: string
	message: string
	/** (ref) Weekly reminders of outstanding training, for the customers that have not set up reminders of their own. */
	weeklyReminder: boolean
}

export const StartedCampaignsSchema = z.object({
	campaigns: z.array(
		z.object({
			companyId: z.string(),
			campaignId: z.string(),
			assignedUsers: z.number().int(),
			status: z.enum(['QUEUED', 'IN_PROGRESS', 'SUSPENDED']),
		}),
	),
})

/**
 * POST /api/v1/course/company/{companyId}/start/{courseId}/batch (customerCompanyIds, daysToComplete,
 * startDate, isAllCustomers): the course shared where needed and started in each customer company.
 */
export function startCourseForCustomers(
	token: string,
	companyId: string,
	courseId: string,
	body: StartCourseForCustomers,
): Promise<z.infer<typeof StartedCampaignsSchema>> {
	return callGateway({
		method: 'POST',
		path: `/api/v1/course/company/${seg(companyId)}/start/${seg(courseId)}/batch`,
		token,
		body,
		schema: StartedCampaignsSchema,
	})
}

/** PATCH /api/v1/campaign/company/{companyId}/end/by_course/{courseId}/batch (repeated customerCompanyIds): the customers' training ends. */
export function endCourseForCustomers(token: string, companyId: string, courseId: string, customerCompanyIds: string[]): Promise<void> {
	return callGateway({
		method: 'PATCH',
		path: `/api/v1/campaign/company/${seg(companyId)}/end/by_course/${seg(courseId)}/batch`,
		token,
		query: { customerCompanyIds },
		responseType: 'none',
	})
}

/** DELETE /api/v1/course/company/{companyId}/unshare/{courseId}/batch (repeated customerCompanyIds): the customers lose the course. */
export function unshareCourse(token: string, companyId: string, courseId: string, customerCompanyIds: string[]): Promise<void> {
	return callGateway({
		method: 'DELETE',
		path: `/api/v1/course/company/${seg(companyId)}/unshare/${seg(courseId)}/batch`,
		token,
		query: { customerCompanyIds },
		responseType: 'none',
	})
}
