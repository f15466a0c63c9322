import { describe, expect, test } from 'vitest'
import { parseSubmission } from '#app/lib/forms.ts'
import { simulationCampaignSchema } from './create-schema.ts'

const TODAY = '2030-06-15'

function submit(entries: Record<string, string | string[]>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v)
	const submission = parseSubmission(data, simulationCampaignSchema(TODAY))
	return {
		status: submission.status,
		value: submission.status === 'success' ? submission.value : null,
		error: 'error' in submission ? submission.error : undefined,
	}
}

const complete = {
	name: 'Q3 simulation',
	templateIds: ['t1'],
	loginPageId: 'lp_microsoft',
	assignmentType: 'all',
	frequency: 'once',
	daysPerRound: '3',
	sendHour: '9',
	timezone: 'UTC',
	startMode: 'now',
	startDate: '',
}

describe('the create form', () => {
	test('Save draft needs only the name, and keeps what else was chosen', () => {
		const draft = submit({
			intent: 'save',
			name: '  Draft  ',
			templateIds: [],
			loginPageId: '',
			assignmentType: 'departments',
			sendHour: '9',
		})
		expect(draft.status).toBe('success')
		expect(draft.value).toMatchObject({ name: 'Draft', assignmentType: 'departments', departmentIds: [] })
		const nameless = submit({ intent: 'save', name: '   ', sendHour: '9' })
		expect(nameless.error).toEqual({ name: ['phishingSimulation:create.errors.nameRequired'] })
	})

	test('Launch with everything chosen and Start now passes', () => {
		expect(submit({ ...complete, intent: 'launch' }).status).toBe('success')
	})

	test("Launch checks the schedule with the spec's messages", () => {
		expect(submit({ ...complete, intent: 'launch', startMode: 'date', startDate: '' }).error).toEqual({
			startDate: ['phishingSimulation:create.errors.dateRequired'],
		})
		expect(submit({ ...complete, intent: 'launch', startMode: 'date', startDate: '2030-02-30' }).error).toEqual({
			startDate: ['phishingSimulation:create.errors.dateInvalid'],
		})
		expect(submit({ ...complete, intent: 'launch', startMode: 'date', startDate: '2030-06-01' }).error).toEqual({
			startDate: ['phishingSimulation:create.errors.dateInPast'],
		})
		expect(submit({ ...complete, intent: 'launch', startMode: 'date', startDate: '2030-06-20' }).status).toBe('success')
		expect(submit({ ...complete, intent: 'launch', timezone: '' }).error).toEqual({
			timezone: ['phishingSimulation:create.errors.timezoneRequired'],
		})
		expect(submit({ ...complete, intent: 'launch', timezone: 'Mars/Olympus' }).error).toEqual({
			timezone: ['phishingSimulation:create.errors.timezoneRequired'],
		})
		expect(submit({ ...complete, intent: 'launch', timezone: 'Europe/Kyiv' }).status).toBe('success')
	})

	test('Launch needs the chosen kind of recipients, a template and a landing page', () => {
		expect(submit({ ...complete, intent: 'launch', assignmentType: 'departments' }).error).toEqual({
			targets: ['phishingSimulation:create.errors.departmentsRequired'],
		})
		expect(submit({ ...complete, intent: 'launch', assignmentType: 'groups' }).error).toEqual({
			targets: ['phishingSimulation:create.errors.groupsRequired'],
		})
		expect(submit({ ...complete, intent: 'launch', assignmentType: 'users' }).error).toEqual({
			targets: ['phishingSimulation:create.errors.usersRequired'],
		})
		expect(submit({ ...complete, intent: 'launch', templateIds: [], loginPageId: '' }).error).toEqual({
			templateIds: ['phishingSimulation:create.errors.templatesRequired'],
			loginPageId: ['phishingSimulation:create.errors.loginPageRequired'],
		})
	})

	test('more than ten templates are refused, draft or not', () => {
		const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`)
		expect(submit({ ...complete, intent: 'save', templateIds: eleven }).error).toEqual({
			templateIds: ['phishingSimulation:create.errors.templatesLimit'],
		})
	})
})
