import { Badge } from '#app/components/ui/badge.tsx'
import type { Tournament, TournamentStatus } from '#app/gateway/tournaments.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatUtcDateTime } from './tournament-options.ts'

/** What the tournament tables draw of a tournament, its dates written for the viewer. */
export function toTournamentRow(tournament: Tournament, lng: string) {
	return {
		id: tournament.id,
		name: tournament.name,
		status: tournament.status,
		startDate: tournament.startDate,
		endDate: tournament.endDate,
		startLabel: formatUtcDateTime(tournament.startDate, lng),
		endLabel: formatUtcDateTime(tournament.endDate, lng),
		totalUsers: tournament.totalUsers,
	}
}
export type TournamentRow = ReturnType<typeof toTournamentRow>

const STATUS_VARIANT = {
	SCHEDULED: 'info',
	IN_PROGRESS: 'warning',
	ENDED: 'success',
	CANCELED: 'neutral',
} as const satisfies Record<TournamentStatus, string>

/** Scheduled, In progress, Ended or Canceled. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
	const { t } = useTranslation('forDevelopers')
	return (
		<Badge variant={STATUS_VARIANT[status]} data-testid="tournament-status">
			{t(`status.${status}`)}
		</Badge>
	)
}
