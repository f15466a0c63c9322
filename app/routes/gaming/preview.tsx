import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { listGameRounds, type GameRound } from '#app/gateway/gaming.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { settle } from '#app/lib/gateway-results.server.ts'
import { requireGame } from './game.server.ts'
import { GAME, gameTextKey } from './games.ts'
import type { Route } from './+types/preview'

/** What learners play, in the viewer's language (English where the game has no translation). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const game = requireGame(args.url)
	const result = await settle(args.request, () => listGameRounds(game, viewer.token, viewer.company.id, getLocale(args.context)))
	return { game, rounds: result.ok ? result.value.rounds : [], failure: result.ok ? null : result.failure }
}

/** The preview tab: every round as learners see it, with the answer and why (plain HTML, no script needed). */
export default function GamePreview({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('gaming')
	const { game, rounds, failure } = loaderData
	return (
		<section aria-labelledby="game-preview-title" className="grid gap-4">
			<h2 id="game-preview-title" className="sr-only">
				{t('tabs.preview')}
			</h2>
			<LoadFailures failures={[failure]} namespace="gaming" />
			{rounds.length > 0 ? (
				<p className="text-muted-foreground" data-testid="preview-intro">
					{t(gameTextKey(game, 'previewIntro'), { count: rounds.length })}
				</p>
			) : failure ? null : (
				<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t('noData')}</p>
			)}
			<ol className="grid gap-4" data-testid="game-rounds">
				{rounds.map((round, i) => (
					<li key={round.id} data-round-id={round.id}>
						<RoundCard round={round} n={i + 1} isQuiz={game === GAME.gaming} />
					</li>
				))}
			</ol>
		</section>
	)
}

function RoundCard({ round, n, isQuiz }: { round: GameRound; n: number; isQuiz: boolean }) {
	const { t } = useTranslation('gaming')
	const channel = round.channel === 'sms' ? 'sms' : 'email'
	return (
		<Card>
			<CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
				<CardTitle asChild>
					<h3 className="text-base">{t('preview.round', { n })}</h3>
				</CardTitle>
				<Badge variant="outline">{t(`preview.channels.${channel}`)}</Badge>
			</CardHeader>
			<CardContent className="grid gap-4">
				<div className="grid gap-1 rounded-md border bg-muted/40 p-4 text-sm" data-testid="round-message">
					<p>
						<span className="font-medium">{t('preview.from')}:</span> <span dir="ltr">{round.sender}</span>
					</p>
					{round.subject ? (
						<p>
							<span className="font-medium">{t('preview.subject')}:</span> {round.subject}
						</p>
					) : null}
					<p className="mt-2 whitespace-pre-line">{round.body}</p>
				</div>
				{isQuiz && round.question && round.choices ? (
					<div className="grid gap-2">
						<p className="font-medium">{round.question}</p>
						<p className="sr-only">{t('preview.choices')}</p>
						<ol className="grid gap-1 ps-5 text-sm [list-style:upper-alpha]">
							{round.choices.map((choice, i) => (
								<li
									key={choice}
									data-correct={i === round.correctChoice || undefined}
									className={i === round.correctChoice ? 'font-semibold text-success' : undefined}
								>
									{choice}
									{i === round.correctChoice ? <span className="ms-2 text-xs font-normal">({t('preview.correct')})</span> : null}
								</li>
							))}
						</ol>
					</div>
				) : null}
				{!isQuiz && round.isReal !== null ? <RealOrFake isReal={round.isReal} /> : null}
				<p className="text-sm">
					<span className="font-medium">{t('preview.why')}:</span> {round.explanation}
				</p>
			</CardContent>
		</Card>
	)
}

function RealOrFake({ isReal }: { isReal: boolean }) {
	const { t } = useTranslation('fakeOrReal')
	return (
		<p className="text-sm" data-testid="round-answer">
			<span className="font-medium">{t('preview.answer')}:</span>{' '}
			<Badge variant={isReal ? 'success' : 'destructive'}>{isReal ? t('preview.real') : t('preview.fake')}</Badge>
		</p>
	)
}
