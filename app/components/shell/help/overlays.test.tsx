// @vitest-environment happy-dom
import { act, cleanup, configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLoaderData, useLocation } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import en from '#app/i18n/locales/en/index.ts'
import { I18nProvider } from '#app/i18n/react.tsx'
import { SURVEY_THANK_YOU_CLOSE_MS } from './feedback-drawer.tsx'
import { NewVersionBanner } from './new-version-banner.tsx'
import { ShellOverlays } from './overlays.tsx'
import { SUPPORT_THANK_YOU_CLOSE_MS } from './support-drawer.tsx'
import type { ShellOverlaysData } from './overlay-data.ts'

// Testing Library drains React's work after every async helper with a setTimeout(0), which these
// tests fake (the close timers under test use setTimeout); drain with setImmediate instead.
configure({
	asyncWrapper: async (callback) => {
		const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		const previous = g.IS_REACT_ACT_ENVIRONMENT
		g.IS_REACT_ACT_ENVIRONMENT = false
		try {
			const result = await callback()
			await new Promise((resolve) => setImmediate(resolve))
			return result
		} finally {
			g.IS_REACT_ACT_ENVIRONMENT = previous
		}
	},
})

afterEach(() => {
	cleanup()
	vi.useRealTimers()
})

const SURVEY = { id: 'svy_1', title: 'How likely are you to recommend the admin console?' }

/** What loadShellOverlays would answer for `url` (without the gateway). */
function overlaysFor(url: URL, survey: typeof SURVEY | null): ShellOverlaysData {
	const modal = url.searchParams.get('modal')
	return {
		modal: modal === 'support' || modal === 'contactSales' || modal === 'feedback' ? modal : null,
		support:
			modal === 'support'
				? {
						email: 'admin@acme.test',
						categories: ['technical', 'billing'],
						showFaq: true,
						sent: url.searchParams.get('sent') === '1',
						constraint: {},
					}
				: null,
		contactSales: modal === 'contactSales' ? { pageName: '', constraint: {} } : null,
		feedback: modal === 'feedback' ? { survey, failed: false, constraint: {} } : null,
	}
}

function Page() {
	const data = useLoaderData() as ShellOverlaysData
	const location = useLocation()
	return (
		<>
			<output data-testid="location">{`${location.pathname}${location.search}`}</output>
			<ShellOverlays data={data} />
		</>
	)
}

function renderAt(path: string, { survey = SURVEY as typeof SURVEY | null } = {}) {
	const posted: Record<string, FormData> = {}
	const Stub = createRoutesStub([
		{ path: '/home', Component: Page, loader: ({ request }) => overlaysFor(new URL(request.url), survey) },
		{
			path: '/resources/support-ticket',
			action: async ({ request }) => {
				const form = await request.formData()
				// conform's validate posts (before browser validation has loaded) get the errors only.
				if (form.has('__intent__')) return {}
				posted.support = form
				return { sent: true }
			},
		},
		{
			path: '/resources/survey',
			action: async ({ request }) => {
				const form = await request.formData()
				// conform's validate posts (before browser validation has loaded) get the errors only.
				if (form.has('__intent__')) return {}
				posted.survey = form
				return { sent: true }
			},
		},
	])
	render(
		<I18nProvider lng="en" resources={en}>
			<Stub initialEntries={[path]} />
		</I18nProvider>,
	)
	return posted
}

const location = () => screen.getByTestId('location').textContent

// Only setTimeout is faked: the close timers under test use it; Testing Library's polling and
// React's scheduler keep their real clocks.
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

describe('the Help button', () => {
	test('links to the support drawer on the same page, keeping its query', async () => {
		renderAt('/home?tab=a')
		const help = await screen.findByRole('link', { name: 'Help' })
		expect(help.getAttribute('href')).toBe('/home?tab=a&modal=support')
	})
})

describe('the Contact Support drawer', () => {
	test('the Thank You panel closes after 1500 ms, and the URL loses the drawer', async () => {
		fakeTimeouts()
		renderAt('/home?tab=a&modal=support&sent=1')
		expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy()
		expect(screen.getByText("We'll be in touch. Shortly!")).toBeTruthy()
		expect(SUPPORT_THANK_YOU_CLOSE_MS).toBe(1500)
		act(() => vi.advanceTimersByTime(1499))
		expect(screen.queryByRole('heading', { name: 'Thank You' })).not.toBeNull()
		act(() => vi.advanceTimersByTime(1))
		await vi.waitFor(() => expect(location()).toBe('/home?tab=a'))
		expect(screen.queryByRole('heading', { name: 'Thank You' })).toBeNull()
	})

	test('with JavaScript a sent ticket thanks in place and then closes', async () => {
		fakeTimeouts()
		const posted = renderAt('/home?modal=support')
		const user = userEvent.setup({ delay: null })
		const drawer = await screen.findByRole('dialog', { name: 'Contact Support' })
		expect(drawer).toBeTruthy()
		expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('admin@acme.test')
		await user.selectOptions(screen.getByLabelText('Category'), 'Billing and licensing')
		await user.type(screen.getByLabelText('Your Message'), 'Seats are wrong')
		await user.click(screen.getByRole('button', { name: 'Submit' }))
		expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy()
		expect(posted.support.get('enhanced')).toBe('1')
		expect(posted.support.get('category')).toBe('billing')
		expect(posted.support.get('redirectTo')).toBe('/home')
		expect(location()).toBe('/home?modal=support')
		act(() => vi.advanceTimersByTime(1500))
		await vi.waitFor(() => expect(location()).toBe('/home'))
		expect(screen.queryByRole('dialog')).toBeNull()
	})
})

describe('the survey and feedback drawer', () => {
	test('shows the waiting survey as a 1–5 rating; an answer thanks and closes after 1.5 s', async () => {
		fakeTimeouts()
		const posted = renderAt('/home?modal=feedback')
		const user = userEvent.setup({ delay: null })
		const group = await screen.findByRole('group', { name: SURVEY.title })
		expect(group.querySelectorAll('input[type=radio]')).toHaveLength(5)
		await user.click(screen.getByRole('radio', { name: '4 of 5' }))
		await user.type(screen.getByLabelText('Message (Optional)'), 'Quick')
		await user.click(screen.getByRole('button', { name: 'Submit' }))
		expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy()
		expect(posted.survey.get('rating')).toBe('4')
		expect(SURVEY_THANK_YOU_CLOSE_MS).toBe(1500)
		act(() => vi.advanceTimersByTime(1499))
		expect(screen.queryByText('Thank you for your feedback!')).not.toBeNull()
		act(() => vi.advanceTimersByTime(1))
		await vi.waitFor(() => expect(location()).toBe('/home'))
	})

	test('with no survey waiting it says so and offers Close', async () => {
		renderAt('/home?modal=feedback', { survey: null })
		expect(await screen.findByText('You have already answered our latest survey. Thank you!')).toBeTruthy()
		expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0)
		expect(screen.queryByRole('radio')).toBeNull()
	})
})

describe('the new-version banner', () => {
	test('appears when the server runs another build, and RELAUNCH reloads', async () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
		const fetchBuild = vi.fn().mockResolvedValueOnce('build-1').mockResolvedValue('build-2')
		const relaunch = vi.fn()
		render(
			<I18nProvider lng="en" resources={en}>
				<NewVersionBanner pageBuild="build-1" fetchBuild={fetchBuild} relaunch={relaunch} />
			</I18nProvider>,
		)
		await act(() => vi.advanceTimersByTimeAsync(60_000))
		expect(screen.queryByText('New version is available!')).toBeNull()
		await act(() => vi.advanceTimersByTimeAsync(60_000))
		expect(screen.getByText('New version is available!')).toBeTruthy()
		await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'RELAUNCH' }))
		expect(relaunch).toHaveBeenCalledTimes(1)
	})
})
