import { type ChartTone } from '#app/components/charts/chart-parts.tsx'
import { type EventType } from '#server/shared/phishing-simulation.ts'

/** Each event's colour: sent neutral, then the risk rising to phished, and reporting as the good outcome. */
export const EVENT_TONES: Record<EventType, ChartTone> = {
	sent: 'neutral',
	opened: 'info',
	clicked: 'warning',
	phished: 'danger',
	reported: 'success',
}
