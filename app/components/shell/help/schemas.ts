import * as z from 'zod/mini'
import { textKey, type TranslationKey } from '#app/i18n/keys.ts'
import { EMAIL_PATTERN, PHONE_PATTERN } from '#app/lib/validation.ts'
import {
	CONTACT_SALES_MAX_USERS,
	CONTACT_SALES_MIN_USERS,
	SALES_MESSAGE_MAX,
	SUPPORT_MESSAGE_MAX,
	SURVEY_MESSAGE_MAX,
	SURVEY_RATING_MAX,
	SURVEY_RATING_MIN,
} from './form-limits.ts'

/**
 * The forms of the help overlays (spec 1 §5). Shared by the browser (loaded on
 * first use) and the resource routes' actions (the authority). Messages are
 * i18n keys; those with {{min}}, {{max}}, {{maxLength}} are shown with the *_MESSAGE_VALUES of
 * form-limits.ts. The browser loads this module (and zod) only when a form is used.
 */

const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/
const INTEGER_PATTERN = /^[+-]?\d+$/

const required = (message: TranslationKey) => z.string({ error: message }).check(z.trim(), z.minLength(1, message))

export const SupportTicketSchema = z.object({
	// Which categories exist is the server's knowledge (SUPPORT_CATEGORIES); the action checks membership.
	category: required('help:support.categoryRequired'),
	message: required('help:support.messageRequired').check(z.maxLength(SUPPORT_MESSAGE_MAX, textKey('help:messageTooLong'))),
	email: z
		.string({ error: textKey('help:support.emailRequired') })
		.check(z.trim(), z.minLength(1, textKey('help:support.emailRequired')), z.regex(EMAIL_PATTERN, textKey('help:support.emailInvalid'))),
})

export const ContactSalesSchema = z.object({
	usersNumber: z.string({ error: textKey('help:sales.required') }).check(
		z.trim(),
		z.minLength(1, textKey('help:sales.required')),
		z.regex(NUMBER_PATTERN, textKey('help:sales.usersNumberNotNumber')),
		z.refine((value) => Number.isInteger(Number(value)), textKey('help:sales.usersNumberInteger')),
		z.refine((value) => Number(value) >= CONTACT_SALES_MIN_USERS, textKey('help:sales.usersNumberMin')),
		z.refine((value) => Number(value) <= CONTACT_SALES_MAX_USERS, textKey('help:sales.usersNumberMax')),
	),
	phone: z
		.string({ error: textKey('help:sales.required') })
		.check(z.trim(), z.minLength(1, textKey('help:sales.required')), z.regex(PHONE_PATTERN, textKey('help:sales.phoneInvalid'))),
	message: z.optional(z.string().check(z.trim(), z.maxLength(SALES_MESSAGE_MAX, textKey('help:messageTooLong')))),
	/** Where the dialog was opened (spec 1 §3 "Sales quote": pageName), when the opener named it. */
	pageName: z.optional(z.string()),
})

export const SurveyAnswerSchema = z.object({
	rating: z.string({ error: textKey('help:survey.ratingRequired') }).check(
		z.trim(),
		z.minLength(1, textKey('help:survey.ratingRequired')),
		z.regex(INTEGER_PATTERN, textKey('help:survey.ratingRequired')),
		z.refine((value) => Number(value) >= SURVEY_RATING_MIN, textKey('help:survey.ratingMin')),
		z.refine((value) => Number(value) <= SURVEY_RATING_MAX, textKey('help:survey.ratingMax')),
	),
	message: z.optional(z.string().check(z.trim(), z.maxLength(SURVEY_MESSAGE_MAX, textKey('help:messageTooLong')))),
})
