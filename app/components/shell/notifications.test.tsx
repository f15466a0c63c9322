// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { preloadLazyPanels } from '#app/components/lazy-panel.tsx'
import en from '#app/i18n/locales/en/index.ts'
import { I18nProvider } from '#app/i18n/react.tsx'
import { NotificationBell, type NotificationsData } from './notifications.tsx'

// The popover's chunk is here before the fake clocks start (a browser fetches it when the panel first opens).
beforeAll(() => preloadLazyPanels())

afterEach(() => {
	cleanup()
	vi.useRealTimers()
})

const DATA: NotificationsData = {
	items: [
		{
			notificationId: 'ntf_video',
			url: '/home',
			head: 'Monthly video',
			title: 'New monthly video: Deepfake voice scams',
			description: 'This month learners see how a cloned voice asks for an urgent transfer.',
			buttonName: 'Watch',
			image: null,
			isPinned: false,
		},
	],
	suspendedCampaigns: [{ course_id: 'crs_annual', course_name: 'Annual Security Awareness Training', course_image: null }],
	unseen: true,
	noticesUnseen: true,
	autoOpen: true,
	open: false,
}

function renderBell(data: NotificationsData, posts: FormData[] = []) {
	const Stub = createRoutesStub([
		{
			path: '/home',
			Component: () => (
				<I18nProvider lng="en" resources={en}>
					<NotificationBell data={data} />
				</I18nProvider>
			),
		},
		{
			path: '/resources/notifications',
			action: async ({ request }) => {
				posts.push(await request.formData())
				return { ok: true }
			},
		},
	])
	render(<Stub initialEntries={['/home']} />)
	return posts
}

describe('notification popover', () => {
	test('it opens by itself 2000 ms after load when something is unseen', async () => {
		vi.useFakeTimers()
		renderBell(DATA)
		await act(async () => vi.advanceTimersByTime(1999))
		expect(screen.queryByRole('heading', { name: 'Updates' })).toBeNull()
		await act(async () => vi.advanceTimersByTime(1))
		expect(screen.getByRole('heading', { name: 'Updates' })).toBeTruthy()
		expect(screen.getByText('2 updates')).toBeTruthy()
	})

	test('it waits while another dialog is open on the page, and opens once it is gone', async () => {
		vi.useFakeTimers()
		// A dialog some other part of the page opened by itself.
		const other = document.createElement('div')
		other.setAttribute('role', 'dialog')
		document.body.append(other)
		renderBell(DATA)
		await act(async () => vi.advanceTimersByTime(5000))
		expect(screen.queryByRole('heading', { name: 'Updates' })).toBeNull()
		other.remove()
		await act(async () => vi.advanceTimersByTime(500))
		expect(screen.getByRole('heading', { name: 'Updates' })).toBeTruthy()
	})

	test('it stays closed when the loader says not to open (seen, or a blocking dialog)', async () => {
		vi.useFakeTimers()
		renderBell({ ...DATA, autoOpen: false })
		await act(async () => vi.advanceTimersByTime(5000))
		expect(screen.queryByRole('heading', { name: 'Updates' })).toBeNull()
	})

	test('a suspended-campaign notice shows the course with the expired-trial text', async () => {
		renderBell({ ...DATA, autoOpen: false, open: true })
		const notice = await screen.findByTestId('suspended-campaign')
		expect(notice.textContent).toContain('Annual Security Awareness Training')
		expect(notice.textContent).toContain('Your Trial period has expired!')
		expect(notice.textContent).toContain('The training is suspended due to expired trial period.')
		expect(screen.getByRole('button', { name: 'Watch' })).toBeTruthy()
	})

	test('closing marks the notifications and the notices shown', async () => {
		const posts = renderBell({ ...DATA, autoOpen: false, open: true })
		await screen.findByRole('heading', { name: 'Updates' })
		fireEvent.click(screen.getByRole('button', { name: 'Close' }))
		await vi.waitFor(() => expect(posts).toHaveLength(1))
		expect(Object.fromEntries(posts[0]!)).toEqual({ intent: 'shown', notices: '1' })
		expect(screen.queryByRole('heading', { name: 'Updates' })).toBeNull()
	})

	test('closing what was already seen writes nothing', async () => {
		const posts = renderBell({ ...DATA, unseen: false, noticesUnseen: false, autoOpen: false, open: true })
		await screen.findByRole('heading', { name: 'Updates' })
		fireEvent.click(screen.getByRole('button', { name: 'Close' }))
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(posts).toHaveLength(0)
	})
})
