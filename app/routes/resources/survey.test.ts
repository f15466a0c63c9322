import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { SURVEY_RATING_MAX as FORM_MAX, SURVEY_RATING_MIN as FORM_MIN } from '#app/components/shell/help/form-limits.ts'
import { SURVEY_RATING_MAX, SURVEY_RATING_MIN } from '#app/gateway/surveys.server.ts'
import en from '#app/i18n/locales/en/help.ts'
import { flashToast, outcome, recordGateway, routeArgs, signedInCookie, viewerReplies } from '#tests/fixtures/route.ts'
import { authUser, GATEWAY, gatewayError, server } from '#tests/mocks/gateway.ts'
import { action, loader } from './survey.tsx'

const SURVEY = { id: 'svy_1', title: 'How likely are you to recommend the admin console?' }

function surveyReplies({
	survey = SURVEY as typeof SURVEY | null,
	answer = () => new HttpResponse(null, { status: 204 }) as Response,
} = {}) {
	server.use(
		http.get(`${GATEWAY}/api/v1/surveys/company/:companyId/user/:userId`, () => HttpResponse.json({ survey })),
		http.post(`${GATEWAY}/api/v1/surveys/company/:companyId/:surveyId/user/:userId/response`, answer),
	)
}

const valid = { rating: '4', message: 'Clear and quick.', redirectTo: '/home' }

async function post(form: Record<string, string>, cookie?: string) {
	return outcome(() => action(routeArgs('/resources/survey', { cookie, form }) as any))
}

describe('the survey action', () => {
	test("the rating and message answer the user's waiting survey; without JavaScript back to the page with thanks", async () => {
		viewerReplies()
		surveyReplies()
		const calls = recordGateway()
		const response = (await post({ ...valid, surveyId: 'svy_other' }, await signedInCookie())) as Response
		expect(calls).toEqual([
			{ call: 'GET /api/v1/surveys/company/cmp_acme/user/usr_admin?platform=admin', body: undefined },
			{
				call: 'POST /api/v1/surveys/company/cmp_acme/svy_1/user/usr_admin/response?platform=admin',
				body: { rating: 4, message: 'Clear and quick.' },
			},
		])
		expect(response.headers.get('Location')).toBe('/home')
		expect(await flashToast(response)).toEqual({ type: 'success', message: 'help:survey.thankYouText' })
	})

	test('with JavaScript the drawer stays: sent, no redirect; the message may be empty', async () => {
		viewerReplies()
		surveyReplies()
		const calls = recordGateway()
		const result = (await post({ rating: '5', redirectTo: '/home', enhanced: '1' }, await signedInCookie())) as any
		expect(result.data).toMatchObject({ sent: true })
		expect(calls[1].body).toEqual({ rating: 5, message: '' })
	})

	test.each([
		[{ rating: '' }, 'Please select a rating'],
		[{ rating: '0' }, 'Rating must be at least 1'],
		[{ rating: '6' }, 'Rating must be at most 5'],
		[{ rating: 'x' }, 'Please select a rating'],
	])('rating %j is refused with "%s", the message kept, nothing sent', async (change, text) => {
		viewerReplies()
		const calls = recordGateway()
		const result = (await post({ ...valid, ...change }, await signedInCookie())) as any
		expect(result.init.status).toBe(400)
		expect(translate(result.data.result.error.rating[0])).toBe(text)
		expect(result.data.result.initialValue.message).toBe(valid.message)
		expect(calls).toEqual([])
	})

	test('a missing rating (no radio chosen) is "Please select a rating"', async () => {
		viewerReplies()
		const result = (await post({ message: 'x', redirectTo: '/home' }, await signedInCookie())) as any
		expect(translate(result.data.result.error.rating[0])).toBe('Please select a rating')
	})

	test('when nothing is waiting any more, the user is told it is already answered', async () => {
		viewerReplies()
		surveyReplies({ survey: null })
		const result = (await post(valid, await signedInCookie())) as any
		expect(result.init.status).toBe(400)
		expect(result.data.failure).toEqual({ message: 'help:survey.answered' })
	})

	test("a gateway refusal shows the gateway's message and keeps the values", async () => {
		viewerReplies()
		surveyReplies({ answer: () => gatewayError(409, 'survey_already_answered', 'This survey is already answered.') })
		const result = (await post(valid, await signedInCookie())) as any
		expect(result.data.failure).toEqual({ message: 'This survey is already answered.', raw: true })
		expect(result.data.result.initialValue).toMatchObject({ rating: '4', message: valid.message })
	})

	test('a guest is sent to sign in; a learner is signed out; nothing is answered', async () => {
		const calls = recordGateway()
		expect(((await post(valid)) as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
		viewerReplies(authUser({ role: 'user' }))
		expect(((await post(valid, await signedInCookie('user'))) as Response).headers.get('Location')).toBe('/login')
		expect(calls.filter((c) => c.call.includes('/surveys/'))).toEqual([])
	})

	test('GET reads the waiting survey and answers nothing', async () => {
		viewerReplies()
		surveyReplies()
		const calls = recordGateway()
		const result = (await loader(routeArgs('/resources/survey', { cookie: await signedInCookie() }) as any)) as any
		expect(result.feedback.survey).toEqual(SURVEY)
		expect(calls.map((c) => c.call)).toEqual(['GET /api/v1/surveys/company/cmp_acme/user/usr_admin?platform=admin'])
	})

	test("the form's rating bounds are the gateway contract's", () => {
		expect([FORM_MIN, FORM_MAX]).toEqual([SURVEY_RATING_MIN, SURVEY_RATING_MAX])
	})
})

function translate(key: string) {
	const [ns, path] = key.split(':')
	expect(ns).toBe('help')
	const text = path.split('.').reduce<any>((node, part) => node?.[part], en) as string
	return text.replace('{{min}}', String(FORM_MIN)).replace('{{max}}', String(FORM_MAX))
}
