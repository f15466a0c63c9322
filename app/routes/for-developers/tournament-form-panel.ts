import { lazyPanel } from '#app/components/lazy-panel.tsx'

/**
 * The tournament setup form as a chunk of its own (with conform), fetched only when a page's URL opens
 * the setup or edit dialog: the developer training's settings tab and Get started's
 * ?modal=secureCodeTournament. Without it Get started carried the form on every visit (+16 KB gzip).
 */
export const TournamentFormPanel = lazyPanel('TournamentForm', () => import('./tournament-form.tsx').then((m) => m.TournamentForm))
