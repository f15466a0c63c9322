import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/lib/dates.ts'
import { displayTimezone, ENTIRE_ROUND, FREQUENCIES, type Frequency, hourLabel } from '#server/shared/phishing-simulation.ts'
import { SimulationStatusChip } from './report-tables.tsx'
import type { CampaignHeader } from './report-types.ts'

/**
 * The campaign report's header line (spec 3 §2): its status and the schedule in one line ("Quarterly ·
 * sent over 3 days per round · at 9AM (Europe/Kyiv) · Started Mar 05, 2026 · Round 4 · Next round …").
 * The hour is written as the spec's time-of-day choices are (12AM to 11PM).
 */
export function CampaignSummaryLine({ header }: { header: CampaignHeader }) {
	const { t, i18n } = useTranslation('phishingSimulationReport')
	const lng = i18n.language
	const frequency = (FREQUENCIES as readonly string[]).includes(header.frequency)
		? t(`frequency.${header.frequency as Frequency}`)
		: header.frequency
	const parts = [
		frequency,
		header.daysPerRound === ENTIRE_ROUND ? t('schedule.entireRound') : t('schedule.daysPerRound', { count: header.daysPerRound }),
		t('schedule.sendHour', { hour: hourLabel(header.sendHour), timezone: displayTimezone(header.timezone) }),
		header.startedAt ? t('schedule.startedAt', { date: formatDate(header.startedAt, lng) }) : null,
		header.currentRound > 0 ? t('schedule.currentRound', { number: header.currentRound }) : null,
		header.archivedAt ? t('schedule.archivedAt', { date: formatDate(header.archivedAt, lng) }) : null,
		!header.archivedAt && header.nextRoundAt ? t('schedule.nextRoundAt', { date: formatDate(header.nextRoundAt, lng) }) : null,
	].filter((part): part is string => !!part)
	return (
		<div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="report-schedule">
			<SimulationStatusChip status={header.status} />
			<span className="sr-only">{t('schedule.label')}:</span>
			<span className="text-muted-foreground">{parts.join(' · ')}</span>
		</div>
	)
}
