// @vitest-environment happy-dom
import nodeConsole from 'node:console'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { currentUrl, renderAt } from '#tests/fixtures/render.tsx'
import { shareLinks, VideoModal } from './video-modal.tsx'

afterEach(cleanup)

// happy-dom does not load iframe pages and reports each one on Node's own console; not our error.
beforeEach(() => {
	const original = nodeConsole.error.bind(nodeConsole)
	vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
		if (String(args[0]).includes('Iframe page loading is disabled')) return
		original(...args)
	})
	return () => vi.restoreAllMocks()
})

const video = {
	title: 'Inviting Your Team',
	embedUrl: 'https://videos.example.com/embed/inviting-your-team',
	watchUrl: 'https://videos.example.com/watch/inviting-your-team',
}

describe('VideoModal', () => {
	test('plays the hosted video and offers the share links in a new tab', () => {
		renderAt('/guides?video=inviting-your-team', () => <VideoModal video={video} closeHref="/guides" />)
		const dialog = screen.getByRole('dialog', { name: 'Inviting Your Team' })
		expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(video.embedUrl)
		for (const [name, href] of [
			['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fvideos.example.com%2Fwatch%2Finviting-your-team'],
			[
				'Share on X',
				'https://x.com/intent/post?url=https%3A%2F%2Fvideos.example.com%2Fwatch%2Finviting-your-team&text=Inviting%20Your%20Team',
			],
			[
				'Share on LinkedIn',
				'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fvideos.example.com%2Fwatch%2Finviting-your-team',
			],
		]) {
			const link = screen.getByRole('link', { name })
			expect(link.getAttribute('href')).toBe(href)
			expect(link.getAttribute('target')).toBe('_blank')
			expect(link.getAttribute('rel')).toContain('noopener')
		}
	})

	test('Copy link puts the video link on the clipboard and says so', async () => {
		const writeText = vi.fn().mockResolvedValue(undefined)
		Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
		renderAt('/guides?video=inviting-your-team', () => <VideoModal video={video} closeHref="/guides" />)
		await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
		expect(writeText).toHaveBeenCalledWith(video.watchUrl)
		expect(await screen.findByText('Link copied')).toBeTruthy()
	})

	test('where the clipboard is refused the link is shown to copy by hand', async () => {
		Object.defineProperty(navigator, 'clipboard', {
			value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
			configurable: true,
		})
		renderAt('/guides?video=inviting-your-team', () => <VideoModal video={video} closeHref="/guides" />)
		await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
		expect(((await screen.findByLabelText('Video link')) as HTMLInputElement).value).toBe(video.watchUrl)
	})

	test('focus starts on the dialog, not inside the player, so Escape reaches the page', () => {
		renderAt('/guides?video=inviting-your-team', () => <VideoModal video={video} closeHref="/guides" />)
		expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Inviting Your Team' }))
	})

	test('Escape closes it by leaving the URL state', async () => {
		renderAt('/guides?video=inviting-your-team', () => <VideoModal video={video} closeHref="/guides?tab=x" />)
		await userEvent.keyboard('{Escape}')
		expect(currentUrl()).toBe('/guides?tab=x')
	})

	test('the share addresses encode the link', () => {
		expect(shareLinks('https://a.test/v?x=1&y=2', 'A & B').x).toBe(
			'https://x.com/intent/post?url=https%3A%2F%2Fa.test%2Fv%3Fx%3D1%26y%3D2&text=A%20%26%20B',
		)
	})
})
