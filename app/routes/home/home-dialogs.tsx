import { useEffect, useRef, useState } from 'react'
import { type FetcherWithComponents, Link, useFetcher, useLocation, useNavigate, useSearchParams } from 'react-router'
import { hrefWith } from '#app/components/shell/url-state.ts'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { loader as SettingsLoader } from '#app/routes/for-developers/settings.tsx'
import { TournamentFormPanel } from '#app/routes/for-developers/tournament-form-panel.ts'
import type { TournamentFormDefaults, TournamentFormReply } from '#app/routes/for-developers/tournament-form.tsx'
import { defaultTournamentDates, FOR_DEVELOPERS_PATH } from '#app/routes/for-developers/tournament-options.ts'
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
 * ?modal=secureCodeTournament (spec 1 §2, spec 2 §2): the tournament setup dialog. With JavaScript it
 * opens after 1.5 s and the parameter leaves the URL; without, the server's page shows it at once. It is
 * developer training's setup form (app/routes/for-developers/tournament-form.tsx), posting to the
 * settings tab, which answers a good setup by going there with its toast. With JavaScript the company's
 * departments and groups come from that tab's loader; without, they are chosen on that tab when asked for.
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
	const lists = useFetcher<typeof SettingsLoader>()
	const setup = useFetcher<TournamentFormReply>()
	const loadLists = lists.load

	useEffect(() => {
		if (!requested) return
		const timer = setTimeout(() => {
			setOpen(true)
			navigate(closeHrefRef.current, { replace: true, preventScrollReset: true })
		}, TOURNAMENT_DIALOG_DELAY_MS)
		return () => clearTimeout(timer)
	}, [requested, navigate])

	useEffect(() => {
		if (open) void loadLists(FOR_DEVELOPERS_PATH.settings)
	}, [open, loadLists])

	return (
		<>
			{requested ? (
				// Only a browser without JavaScript reads this; with it, the timer above opens the dialog.
				<noscript>
					<UrlDialog
						closeHref={closeHref}
						className="sm:max-w-2xl"
						data-testid="tournament-dialog"
						title={t('tournament.title')}
						description={t('tournament.description')}
					>
						<TournamentFormPanel
							formId="home-tournament-setup"
							defaults={newTournamentDefaults(t('tournament.defaultName'))}
							departments={null}
							groups={null}
							cancel={
								<a href={closeHref} className={buttonVariants({ variant: 'outline' })}>
									{t('tournament.later')}
								</a>
							}
						/>
					</UrlDialog>
				</noscript>
			) : null}
			<Dialog open={open} onOpenChange={setOpen}>
				<DialogContent closeLabel={t('common:close')} className="sm:max-w-2xl" data-testid="tournament-dialog">
					<DialogHeader>
						<DialogTitle>{t('tournament.title')}</DialogTitle>
						<DialogDescription>{t('tournament.description')}</DialogDescription>
					</DialogHeader>
					{open ? (
						<TournamentFormPanel
							formId="home-tournament-setup"
							defaults={newTournamentDefaults(t('tournament.defaultName'))}
							departments={lists.data ? lists.data.departments : null}
							groups={lists.data ? lists.data.groups : null}
							reply={setup.data}
							fetcher={setup as FetcherWithComponents<unknown>}
							cancel={
								<Button type="button" variant="outline" onClick={() => setOpen(false)}>
									{t('tournament.later')}
								</Button>
							}
						/>
					) : null}
				</DialogContent>
			</Dialog>
		</>
	)
}

function newTournamentDefaults(name: string): TournamentFormDefaults {
	return { name, ...defaultTournamentDates(new Date()), assignmentType: 'all', departmentIds: [], groupIds: [], notificationsEnabled: true }
}
