/**
 * The video modal of spec 1 §2: the player and share buttons (facebook, x, linkedin, copy link).
 * URL state like every dialog: the page opens it from its own query parameter and passes
 * `closeHref`. Without JavaScript it is server-rendered with the player, the share links and a
 * read-only field holding the link; with JavaScript "Copy link" writes to the clipboard.
 */
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'

import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

export type ModalVideo = {
	title: string
	/** The hosting's embeddable player (an iframe; the CSP's frame-src must allow its origin). */
	embedUrl: string
	/** The public page of the video, which the share buttons hand out. */
	watchUrl: string
}

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The networks' own share dialogs for an address. */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
	const u = encodeURIComponent(url)
	return {
		facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
		x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
		linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
	}
}

/** How long "Link copied" stays before the button reads "Copy link" again. */
const COPIED_MS = 2000

export function VideoModal({ video, closeHref }: { video: ModalVideo | null; closeHref: string }) {
	const { t } = useTranslation('home')
	if (!video) return null
	const links = shareLinks(video.watchUrl, video.title)
	return (
		<UrlDialog
			closeHref={closeHref}
			className="sm:max-w-3xl"
			data-testid="video-modal"
			// Radix would focus the first focusable element, the player; keys typed in a frame never
			// reach this page, so Escape would not close. Start on the dialog itself instead.
			onOpenAutoFocus={(event) => {
				event.preventDefault()
				;(event.target as HTMLElement | null)?.focus()
			}}
			title={video.title}
			description={t('video.description')}
		>
			<div className="aspect-video w-full overflow-hidden rounded-md bg-black">
				<iframe
					src={video.embedUrl}
					title={t('video.player', { title: video.title })}
					className="size-full border-0"
					allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
					allowFullScreen
					referrerPolicy="strict-origin-when-cross-origin"
				/>
			</div>
			<div className="grid gap-3">
				<h3 className="text-sm font-medium">{t('video.share')}</h3>
				<ul className="flex flex-wrap gap-2">
					{SHARE_NETWORKS.map((network) => (
						<li key={network}>
							<Button asChild variant="outline" size="sm">
								<a href={links[network]} target="_blank" rel="noopener noreferrer" aria-label={t(`video.shareOn.${network}`)}>
									{t(`video.network.${network}`)}
								</a>
							</Button>
						</li>
					))}
				</ul>
				<CopyLink url={video.watchUrl} />
			</div>
		</UrlDialog>
	)
}

function CopyLink({ url }: { url: string }) {
	const { t } = useTranslation('home')
	const hydrated = useHydrated()
	const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
	useEffect(() => {
		if (status !== 'copied') return
		const timer = setTimeout(() => setStatus('idle'), COPIED_MS)
		return () => clearTimeout(timer)
	}, [status])

	const field = (
		<div className="grid gap-2">
			<Label htmlFor="video-link">{t('video.link')}</Label>
			<Input id="video-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
		</div>
	)
	// Without JavaScript (and where the clipboard is refused) the link is there to select and copy.
	if (!hydrated || status === 'failed') return field
	return (
		<div className="flex flex-wrap items-center gap-3">
			<Button
				type="button"
				variant="outline"
				size="sm"
				onClick={() => {
					if (!navigator.clipboard) return setStatus('failed')
					navigator.clipboard.writeText(url).then(
						() => setStatus('copied'),
						() => setStatus('failed'),
					)
				}}
			>
				{t('video.copyLink')}
			</Button>
			<span role="status" className="text-sm text-success">
				{status === 'copied' ? t('video.copied') : ''}
			</span>
		</div>
	)
}
