import * as z from 'zod/mini'
import { earliestStartDate, isCalendarDay } from '#app/components/assignment-form/assignment-schema.ts'
import { textKey } from '#app/i18n/keys.ts'
import { isoDay } from '#app/lib/dates.ts'
import { checkboxList, trimmedText } from '#app/lib/form-fields.ts'
import { FREQUENCIES, isKnownTimezone } from '#server/shared/phishing-simulation.ts'
import {
	CREATE_INTENT,
	DAYS_PER_ROUND_VALUES,
	DEFAULT_DAYS_PER_ROUND,
	DEFAULT_FREQUENCY,
	MAX_TEMPLATES,
	NAME_MAX,
	RECIPIENT_TYPES,
	START_MODES,
} from './create-options.ts'

// The create page's form (spec 3 §5 "Campaign": the name; "Phishing campaign schedule messages"), shared
// by the browser (loaded on first use) and the action. Save draft checks the name only (and keeps what
// else was chosen); Launch checks everything the gateway would refuse, with the spec's words where it has
// some and this page's own where it is silent (templates, landing page, users).

const NAME_REQUIRED = textKey('phishingSimulation:create.errors.nameRequired')
const TOO_LONG = textKey('phishingSimulation:create.errors.tooLong')

const hourText = trimmedText.check(
	z.refine((value) => /^(?:[0-9]|1[0-9]|2[0-3])$/.test(value), { error: textKey('phishingSimulation:create.errors.required') }),
)

/** `today` is the browser's or the server's day (yyyy-MM-dd); the day before is still taken (the admin's today may be the server's yesterday), the gateway judges the hour. */
export function simulationCampaignSchema(today: string = isoDay(new Date())) {
	const earliest = earliestStartDate(today)
	return z
		.object({
			intent: z._default(z.enum([CREATE_INTENT.save, CREATE_INTENT.launch, CREATE_INTENT.filter]), CREATE_INTENT.save),
			name: trimmedText.check(z.minLength(1, NAME_REQUIRED), z.maxLength(NAME_MAX, TOO_LONG)),
			templateIds: checkboxList.check(z.maxLength(MAX_TEMPLATES, textKey('phishingSimulation:create.errors.templatesLimit'))),
			loginPageId: trimmedText,
			assignmentType: z._default(z.enum(RECIPIENT_TYPES), 'all'),
			userIds: checkboxList,
			departmentIds: checkboxList,
			groupIds: checkboxList,
			frequency: z._default(z.enum(FREQUENCIES), DEFAULT_FREQUENCY),
			daysPerRound: z._default(z.enum(DAYS_PER_ROUND_VALUES as [string, ...string[]]), DEFAULT_DAYS_PER_ROUND),
			sendHour: hourText,
			timezone: trimmedText,
			startMode: z._default(z.enum(START_MODES), 'now'),
			startDate: trimmedText,
		})
		.check(
			z.superRefine((value, ctx) => {
				const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: value })
				// A draft keeps a date it cannot launch with yet, but not one that is no date at all.
				if (value.startMode === 'date' && value.startDate && !isCalendarDay(value.startDate))
					issue('startDate', textKey('phishingSimulation:create.errors.dateInvalid'))
				if (value.intent !== CREATE_INTENT.launch) return
				if (value.templateIds.length === 0) issue('templateIds', textKey('phishingSimulation:create.errors.templatesRequired'))
				if (!value.loginPageId) issue('loginPageId', textKey('phishingSimulation:create.errors.loginPageRequired'))
				if (value.assignmentType === 'departments' && value.departmentIds.length === 0)
					issue('targets', textKey('phishingSimulation:create.errors.departmentsRequired'))
				if (value.assignmentType === 'groups' && value.groupIds.length === 0)
					issue('targets', textKey('phishingSimulation:create.errors.groupsRequired'))
				if (value.assignmentType === 'users' && value.userIds.length === 0)
					issue('targets', textKey('phishingSimulation:create.errors.usersRequired'))
				if (!value.timezone || !isKnownTimezone(value.timezone === 'Europe/Kyiv' ? 'Europe/Kiev' : value.timezone))
					issue('timezone', textKey('phishingSimulation:create.errors.timezoneRequired'))
				if (value.startMode === 'date') {
					if (!value.startDate) issue('startDate', textKey('phishingSimulation:create.errors.dateRequired'))
					else if (isCalendarDay(value.startDate) && value.startDate < earliest)
						issue('startDate', textKey('phishingSimulation:create.errors.dateInPast'))
				}
			}),
		)
}
export type SimulationCampaignForm = z.output<ReturnType<typeof simulationCampaignSchema>>
