import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { SHELL_PATH } from '#app/auth/visibility.ts'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { isBuiltPage } from '#app/lib/built-pages.ts'
import { HOME_MODAL, TOURNAMENT_DIALOG_DELAY_MS } from './modals.ts'

/** Back from the checkout with ?modal=purchaseComplete (spec 1 §2, §4 "Plan"); closing returns to the root. */
export function PurchaseCompleteDialog() {
	const { t } = useTranslation('home')
	const [searchParams] = useSearchParams()
	if (searchParams.get('modal') !== HOME_MODAL.purchaseComplete) return null
	const closeHref = '/'
	return (
		<UrlDialog
			closeHref={closeHref}
			data-testid="purchase-complete"
			title={t('purchaseComplete.title')}
			description={t('purchaseComplete.description')}
		>
			<DialogFooter>
				<Button asChild>
					<Link to={closeHref} replace>
						{t('purchaseComplete.done')}
					</Link>
				</Button>
			</DialogFooter>
		</UrlDialog>
	)
}

/**
 * ?modal=secureCodeTournament (spec 1 §2, spec 2 §2): with JavaScript the tournament dialog opens
 * after 1.5 s and the parameter leaves the URL; without, the server's page shows it at once.
 *
 * Creating tournaments belongs to the developer-training module (a later issue), so for now the
 * dialog introduces the Secure Code tournament and leads to Developer Training.
 */
export function SecureCodeTournamentDialog() {
	const { t } = useTranslation('home')
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const navigate = useNavigate()
	const requested = searchParams.get('modal') === HOME_MODAL.secureCodeTournament
	const closeHref = hrefWith(location, 'modal', null)
	const closeHrefRef = useRef(closeHref)
	closeHrefRef.current = closeHref
	const [open, setOpen] = useState(false)

	useEffect(() => {
		if (!requested) return
		const timer = setTimeout(() => {
			setOpen(true)
			navigate(closeHrefRef.current, { replace: true, preventScrollReset: true })
		}, TOURNAMENT_DIALOG_DELAY_MS)
		return () => clearTimeout(timer)
	}, [requested, navigate])

	return (
		<>
			{requested ? (
				// Only a browser without JavaScript reads this; with it, the timer above opens the dialog.
				<noscript>
					<UrlDialog closeHref={closeHref} data-testid="tournament-dialog">
						<TournamentBody closeHref={closeHref} />
					</UrlDialog>
				</noscript>
			) : null}
			<Dialog open={open} onOpenChange={setOpen}>
				<DialogContent closeLabel={t('common:close')} data-testid="tournament-dialog">
					<TournamentBody closeHref={null} onClose={() => setOpen(false)} />
				</DialogContent>
			</Dialog>
		</>
	)
}

function TournamentBody({ closeHref, onClose }: { closeHref: string | null; onClose?: () => void }) {
	const { t } = useTranslation('home')
	return (
		<>
			<DialogHeader>
				<DialogTitle>{t('tournament.title')}</DialogTitle>
				<DialogDescription>{t('tournament.description')}</DialogDescription>
			</DialogHeader>
			<p className="text-sm">{t('tournament.comingSoon')}</p>
			<DialogFooter>
				{closeHref ? (
					<Button asChild variant="outline">
						<a href={closeHref}>{t('tournament.later')}</a>
					</Button>
				) : (
					<Button type="button" variant="outline" onClick={onClose}>
						{t('tournament.later')}
					</Button>
				)}
				{isBuiltPage(SHELL_PATH.forDevelopers) ? (
					<Button asChild>
						<Link to={SHELL_PATH.forDevelopers}>{t('tournament.action')}</Link>
					</Button>
				) : null}
			</DialogFooter>
		</>
	)
}
