import { type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useId } from 'react'
import { data, Link } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import {
	addCalendarEvent,
	deleteCalendarEvent,
	disableCalendar,
	enableCalendar,
	getCalendarSettings,
	listCalendarEvents,
} from '#app/gateway/calendar.server.ts'
import { GatewayError } from '#app/gateway/errors.ts'
import { listVideoLibrary } from '#app/gateway/videos.server.ts'
import { isLanguageCode } from '#app/i18n/config.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { addEventFormSchema } from './calendar-schema.ts'
import {
	ADD_MONTHLY_VIDEO,
	CALENDAR_INTENT,
	CALENDAR_PARAMS,
	calendarYears,
	monthDays,
	monthLabel,
	monthOf,
	monthsOf,
	parseMonth,
	parseYear,
	previewHref,
} from './calendar-url.ts'
import type { Route } from './+types/preview'

// The Add Monthly Video dialog (its form and select) is a chunk of its own, fetched when the URL opens it.
const AddMonthlyVideoDialog = lazyPanel('AddMonthlyVideoDialog', () =>
	import('./add-monthly-video-dialog.tsx').then((m) => m.AddMonthlyVideoDialog),
)

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'calendar:tabs.preview', 'calendar:title')

export type VideoOption = { id: string; name: string; language: string }

/** The year's months with their videos, the calendar's state, and the dialog the URL opens. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const params = args.url.searchParams
	const now = new Date()
	const year = parseYear(params, now)
	const range = calendarYears(now)
	const { token } = viewer
	const companyId = viewer.company.id
	const canAdd = viewer.company.features.isMonthlyVideoEnabled
	const [settings, events] = await Promise.all([
		settle(args.request, () => getCalendarSettings(token, companyId)),
		settle(args.request, () => listCalendarEvents(token, companyId, { year })),
	])
	const currentMonth = events.ok ? events.value.range.currentMonth : monthOf(now)
	const byMonth = new Map((events.ok ? events.value.events : []).map((event) => [event.date.slice(0, 7), event]))
	const months = monthsOf(year).map((month) => {
		const event = byMonth.get(month)
		return {
			month,
			ended: month < currentMonth,
			isCurrent: month === currentMonth,
			event: event
				? { id: event.id, date: event.date, videoId: event.videoId, videoName: event.video.name, watchUrl: event.video.shareURL }
				: null,
		}
	})
	// The add dialog opens (spec 2 §6: only with the company's monthly-video flag) for a free month of this year that has not ended.
	const askedMonth = params.get(CALENDAR_PARAMS.modal) === ADD_MONTHLY_VIDEO ? parseMonth(params.get(CALENDAR_PARAMS.month)) : null
	const addMonth =
		canAdd && events.ok && askedMonth && askedMonth.startsWith(`${year}-`) && askedMonth >= currentMonth && !byMonth.has(askedMonth)
			? askedMonth
			: null
	let videos: VideoOption[] = []
	let videosFailure: UiMessage | null = null
	if (addMonth) {
		const language = isLanguageCode(viewer.company.lang) ? viewer.company.lang : 'en'
		const languages = language === 'en' ? ['en'] : [language, 'en']
		const lists = await Promise.all(
			languages.map((languageCode) => settle(args.request, () => listVideoLibrary(token, companyId, { languageCode }))),
		)
		for (const list of lists) {
			if (list.ok) videos.push(...list.value.videos.map((v) => ({ id: v.id, name: v.name, language: v.language })))
			else videosFailure = list.failure
		}
		videos = [...new Map(videos.map((v) => [v.id, v])).values()]
	}
	const deleteId = params.get(CALENDAR_PARAMS.deleteEvent)
	const deleting = deleteId ? (months.find((m) => m.event?.id === deleteId && !m.ended) ?? null) : null
	const days = addMonth ? monthDays(addMonth) : null
	const today = now.toISOString().slice(0, 10)
	return {
		year,
		range,
		canAdd,
		enabled: settings.ok ? settings.value.enabled : null,
		months,
		failures: [settings.ok ? null : settings.failure, events.ok ? null : events.failure],
		adding: addMonth && days ? { month: addMonth, min: days.first < today ? today : days.first, max: days.last } : null,
		videos,
		videosFailure,
		deleting: deleting?.event ? { id: deleting.event.id, month: deleting.month, videoName: deleting.event.videoName } : null,
		constraint: getZodConstraint(addEventFormSchema(range)),
	}
}

export type ActionReply = { intent: string; result?: SubmissionResult<string[]>; failure?: UiMessage }

/** Enable, disable, add a month's video, delete one: each back to the year with the outcome as a toast (spec 2 §8). */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	const { token } = viewer
	const companyId = viewer.company.id
	const formData = await args.request.formData()
	const intent = formData.get('intent')
	const now = new Date()
	const year = parseYear(new URL(args.request.url).searchParams, now)
	const back = previewHref(year)
	const failed = async (error: unknown) =>
		redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
	switch (intent) {
		case CALENDAR_INTENT.enable: {
			try {
				// Enabling sends the settings the calendar goes out with (spec 2 §7).
				const settings = await getCalendarSettings(token, companyId)
				await enableCalendar(token, companyId, settings)
			} catch (error) {
				return failed(error)
			}
			return redirectWithToast(args.request, back, { type: 'success', message: 'calendar:enabledToast' })
		}
		case CALENDAR_INTENT.disable: {
			try {
				await disableCalendar(token, companyId)
			} catch (error) {
				return failed(error)
			}
			return redirectWithToast(args.request, back, { type: 'success', message: 'calendar:disabledToast' })
		}
		case CALENDAR_INTENT.addEvent: {
			if (!viewer.company.features.isMonthlyVideoEnabled) {
				return redirectWithToast(args.request, back, { type: 'error', message: 'calendar:month.lockedHint' })
			}
			const submission = parseSubmission(formData, addEventFormSchema(calendarYears(now)))
			if (submission.status !== 'success') return data<ActionReply>({ intent, result: submission.reply() }, { status: 400 })
			try {
				await addCalendarEvent(token, companyId, submission.value)
			} catch (error) {
				// The gateway's refusals (the month taken or ended, out of range, an unknown video) keep the dialog and what was chosen.
				if (error instanceof GatewayError && error.expected) {
					return data<ActionReply>(
						{ intent, result: submission.reply(), failure: await writeFailure(error, args.request) },
						{ status: 400 },
					)
				}
				return failed(error)
			}
			return redirectWithToast(args.request, previewHref(Number(submission.value.date.slice(0, 4))), {
				type: 'success',
				message: 'calendar:updatedToast',
			})
		}
		case CALENDAR_INTENT.deleteEvent: {
			const eventId = String(formData.get('eventId') ?? '').slice(0, 200)
			if (!eventId) throw new Response('Missing event', { status: 400 })
			try {
				await deleteCalendarEvent(token, companyId, eventId)
			} catch (error) {
				return failed(error)
			}
			return redirectWithToast(args.request, back, { type: 'success', message: 'calendar:updatedToast' })
		}
		default:
			throw new Response('Unknown intent', { status: 400 })
	}
}

/** The preview tab (spec 2 §2, §4): the calendar on or off, and the year's months with their videos. */
export default function CalendarPreview({ loaderData, actionData }: Route.ComponentProps) {
	const { t, i18n } = useTranslation('calendar')
	const { year, range, months, enabled, canAdd, deleting } = loaderData
	const closeHref = previewHref(year)
	const lockedId = useId()
	return (
		<div className="grid gap-6">
			<LoadFailures failures={loaderData.failures} namespace="calendar" />
			{enabled !== null ? <CalendarSwitch enabled={enabled} year={year} /> : null}
			<section aria-labelledby="calendar-year" className="grid gap-4">
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h2 id="calendar-year" className="text-xl font-semibold">
						{t('year.months', { year })}
					</h2>
					<nav aria-label={t('year.nav')} className="flex items-center gap-2">
						<YearLink year={year - 1} disabled={year - 1 < range.from} label={t('year.previous')} icon="chevron-left" />
						<span className="min-w-14 text-center font-medium tabular-nums" data-testid="calendar-year">
							{year}
						</span>
						<YearLink year={year + 1} disabled={year + 1 > range.to} label={t('year.next')} icon="chevron-right" />
					</nav>
				</div>
				{!canAdd ? (
					<p id={lockedId} role="note" className="text-sm text-muted-foreground" data-testid="monthly-video-locked">
						{t('month.lockedHint')}
					</p>
				) : null}
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="calendar-months">
					{months.map((entry) => {
						const label = monthLabel(entry.month, i18n.language)
						return (
							<li key={entry.month} className="flex">
								<Card className="w-full gap-3" data-testid="calendar-month" data-month={entry.month}>
									<CardHeader>
										<div className="flex flex-wrap items-center gap-1.5">
											{entry.isCurrent ? <Badge variant="info">{t('month.current')}</Badge> : null}
											{entry.ended ? <Badge variant="neutral">{t('month.ended')}</Badge> : null}
										</div>
										<CardTitle asChild>
											<h3 className="text-base">{label}</h3>
										</CardTitle>
									</CardHeader>
									<CardContent className="text-sm">
										{entry.event ? (
											<p data-testid="month-video">
												<a
													href={entry.event.watchUrl}
													target="_blank"
													rel="noreferrer"
													className="text-primary underline-offset-4 hover:underline"
												>
													{entry.event.videoName}
												</a>
											</p>
										) : (
											<p className="text-muted-foreground">{t('month.noVideo')}</p>
										)}
									</CardContent>
									{!entry.ended ? (
										<CardFooter className="mt-auto">
											{entry.event ? (
												<Button asChild variant="outline" size="sm">
													<Link
														to={previewHref(year, { deleteEvent: entry.event.id })}
														preventScrollReset
														aria-label={t('month.deleteLabel', { month: label })}
													>
														{t('month.delete')}
													</Link>
												</Button>
											) : canAdd ? (
												<Button asChild size="sm">
													<Link
														to={previewHref(year, { addMonth: entry.month })}
														preventScrollReset
														aria-label={t('month.addLabel', { month: label })}
													>
														{t('month.add')}
													</Link>
												</Button>
											) : (
												<Button
													type="button"
													size="sm"
													disabled
													aria-describedby={lockedId}
													aria-label={t('month.addLabel', { month: label })}
												>
													{t('month.add')}
													<Badge variant="neutral" className="ms-1">
														{t('month.locked')}
													</Badge>
												</Button>
											)}
										</CardFooter>
									) : null}
								</Card>
							</li>
						)
					})}
				</ul>
			</section>
			{loaderData.adding ? (
				<AddMonthlyVideoDialog
					key={loaderData.adding.month}
					adding={loaderData.adding}
					range={range}
					videos={loaderData.videos}
					videosFailure={loaderData.videosFailure}
					constraint={loaderData.constraint}
					closeHref={closeHref}
					reply={actionData?.intent === CALENDAR_INTENT.addEvent ? actionData : undefined}
				/>
			) : null}
			<ConfirmDialog
				open={deleting !== null}
				data-testid="delete-event-dialog"
				title={t('deleteDialog.title')}
				description={
					deleting ? t('deleteDialog.description', { video: deleting.videoName, month: monthLabel(deleting.month, i18n.language) }) : ''
				}
				closeHref={closeHref}
				form={{ action: closeHref, fields: { intent: CALENDAR_INTENT.deleteEvent, eventId: deleting?.id ?? '' } }}
				confirmLabel={t('deleteDialog.confirm')}
				destructive
			/>
		</div>
	)
}

function YearLink({
	year,
	disabled,
	label,
	icon,
}: {
	year: number
	disabled: boolean
	label: string
	icon: 'chevron-left' | 'chevron-right'
}) {
	const glyph = <Icon name={icon} className="size-4 rtl:rotate-180" />
	if (disabled) {
		return (
			<Button type="button" variant="outline" size="icon" disabled aria-label={label}>
				{glyph}
			</Button>
		)
	}
	return (
		<Button asChild variant="outline" size="icon">
			<Link to={previewHref(year)} aria-label={label} preventScrollReset>
				{glyph}
			</Link>
		</Button>
	)
}

/** Enabled or disabled (spec 2 §4), and the button that switches it. */
function CalendarSwitch({ enabled, year }: { enabled: boolean; year: number }) {
	const { t } = useTranslation('calendar')
	const intent = enabled ? CALENDAR_INTENT.disable : CALENDAR_INTENT.enable
	const pending = useIsPending({ intent })
	return (
		<div
			className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
			data-testid="calendar-status"
			data-enabled={enabled}
		>
			<p className="flex items-center gap-2">
				<Badge variant={enabled ? 'success' : 'neutral'}>{enabled ? t('state.enabled') : t('state.disabled')}</Badge>
				<span>{enabled ? t('status.enabled') : t('status.disabled')}</span>
			</p>
			<IntentForm intent={intent} action={previewHref(year)}>
				<StatusButton type="submit" variant={enabled ? 'outline' : 'default'} pending={pending}>
					{enabled ? t('disable') : t('enable')}
				</StatusButton>
			</IntentForm>
		</div>
	)
}
