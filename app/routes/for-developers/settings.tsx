import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { ConfirmDialog } from '#app/components/confirm-dialog.tsx'
import { LoadFailures } from '#app/components/load-failures.tsx'
import { buttonVariants, Button } from '#app/components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { UrlDialog, UrlDialogClose } from '#app/components/url-dialog.tsx'
import {
	cancelTournament,
	createTournament,
	isTournamentInProgressError,
	listTournaments,
	type TournamentInput,
	updateTournament,
} from '#app/gateway/tournaments.server.ts'
import { listAllNamed } from '#app/gateway/users.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle, useAreaTexts, useTranslation } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { TournamentFormPanel } from './tournament-form-panel.ts'
import {
	defaultTournamentDates,
	FOR_DEVELOPERS_PATH,
	fromDateTimeLocal,
	settingsHref,
	toDateTimeLocal,
	TOURNAMENT_INTENT,
	TOURNAMENT_MODAL,
	TOURNAMENT_PARAM,
} from './tournament-options.ts'
import { TournamentStatusBadge, toTournamentRow } from './tournament-rows.tsx'
import { tournamentFormSchema } from './tournament-schema.ts'
import type { Route } from './+types/settings'
import type { TournamentFormReply } from './tournament-form.tsx'

// The setup form's words are Get started's (home namespace), which draws the same form.
export const handle = textsHandle('home')

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'forDevelopers:tabs.settings', 'forDevelopers:title')

/** The tournaments to come (and the one running), the company's departments and groups, and the dialog the URL asks for. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const { token } = viewer
	const companyId = viewer.company.id
	const lng = getLocale(args.context)
	const params = args.url.searchParams
	const [list, departments, groups] = await Promise.all([
		settle(args.request, () => listTournaments(token, companyId)),
		settle(args.request, () => listAllNamed(token, companyId, 'departments')),
		settle(args.request, () => listAllNamed(token, companyId, 'groups')),
	])
	const all = list.ok ? list.value : []
	const upcoming = all
		.filter((tournament) => tournament.status === 'SCHEDULED' || tournament.status === 'IN_PROGRESS')
		.sort((a, b) => a.startDate.localeCompare(b.startDate))
	const modal = params.get('modal')
	const asked = upcoming.find((tournament) => tournament.id === params.get(TOURNAMENT_PARAM))
	const editing = modal === TOURNAMENT_MODAL.edit && asked?.status === 'SCHEDULED' ? asked : null
	const options = (result: typeof departments) => (result.ok ? result.value.map(({ id, name }) => ({ id, name })) : [])
	return {
		rows: upcoming.map((tournament) => toTournamentRow(tournament, lng)),
		departments: options(departments),
		groups: options(groups),
		failures: [list, departments, groups].flatMap((r) => (r.ok ? [] : [r.failure])),
		setup: modal === TOURNAMENT_MODAL.setup,
		editing: editing
			? {
					id: editing.id,
					name: editing.name,
					startDate: toDateTimeLocal(editing.startDate),
					endDate: toDateTimeLocal(editing.endDate),
					assignmentType: editing.assignmentType,
					departmentIds: editing.departmentIds,
					groupIds: editing.groupIds,
					notificationsEnabled: editing.notificationsEnabled,
				}
			: null,
		canceling: modal === TOURNAMENT_MODAL.cancel && asked ? { id: asked.id, name: asked.name } : null,
		newDates: defaultTournamentDates(new Date()),
		constraint: getZodConstraint(tournamentFormSchema()),
	}
}

/**
 * Set up (POST challenges/tournament) or edit (PATCH) a tournament from the setup form, or cancel one
 * (DELETE): one in progress is refused with the spec's words (412 "precondition failed").
 */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const formData = await args.request.formData()
	const intent = formData.get('intent')
	const back = FOR_DEVELOPERS_PATH.settings
	if (intent === TOURNAMENT_INTENT.cancel) {
		const tournamentId = formData.get('tournamentId')
		if (typeof tournamentId !== 'string' || !tournamentId) throw new Response('Missing tournament', { status: 400 })
		try {
			await cancelTournament(viewer.token, viewer.company.id, tournamentId)
		} catch (error) {
			if (isTournamentInProgressError(error)) {
				return redirectWithToast(args.request, back, { type: 'error', message: 'forDevelopers:cancel.inProgress' })
			}
			return redirectWithToast(args.request, back, { type: 'error', ...(await writeFailure(error, args.request)) })
		}
		return redirectWithToast(args.request, back, { type: 'success', message: 'forDevelopers:cancel.done' })
	}
	if (intent !== TOURNAMENT_INTENT.create && intent !== TOURNAMENT_INTENT.update) throw new Response('Unknown intent', { status: 400 })
	const submission = parseSubmission(formData, tournamentFormSchema(new Date()))
	if (submission.status !== 'success') return data<TournamentFormReply>({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	const input: TournamentInput = {
		name: value.name,
		startDate: fromDateTimeLocal(value.startDate)!.toISOString(),
		endDate: fromDateTimeLocal(value.endDate)!.toISOString(),
		assignmentType: value.assignmentType,
		departmentIds: value.assignmentType === 'departments' ? value.departmentIds : [],
		groupIds: value.assignmentType === 'groups' ? value.groupIds : [],
		notificationsEnabled: value.notificationsEnabled,
	}
	const tournamentId = formData.get('tournamentId')
	try {
		if (intent === TOURNAMENT_INTENT.update) {
			if (typeof tournamentId !== 'string' || !tournamentId) throw new Response('Missing tournament', { status: 400 })
			await updateTournament(viewer.token, viewer.company.id, tournamentId, input)
		} else {
			await createTournament(viewer.token, viewer.company.id, input)
		}
	} catch (error) {
		if (error instanceof Response) throw error
		return data<TournamentFormReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, back, {
		type: 'success',
		message: intent === TOURNAMENT_INTENT.update ? 'forDevelopers:toast.updated' : 'forDevelopers:toast.created',
	})
}

/** The Settings tab: the tournaments to come, New Tournament, and each one's Edit and Cancel. */
export default function ForDevelopersSettings({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('home')
	const { t } = useTranslation('forDevelopers')
	const { t: tHome } = useTranslation('home')
	const { rows, editing, canceling } = loaderData
	const closeHref = settingsHref()
	// A reply of the setup form belongs to the dialog the URL has open.
	const reply = actionData && 'result' in actionData ? actionData : null
	const cancelControl = <UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{tHome('tournament.cancel')}</UrlDialogClose>
	return (
		<>
			<LoadFailures failures={loaderData.failures} namespace="forDevelopers" />
			<section aria-labelledby="upcoming-title" className="grid gap-3">
				<div className="flex flex-wrap items-start justify-between gap-3">
					<div className="grid gap-1">
						<h2 id="upcoming-title" className="text-xl font-semibold">
							{t('settings.title')}
						</h2>
						<p className="max-w-2xl text-sm text-muted-foreground">{t('settings.description')}</p>
					</div>
					<Button asChild>
						<Link to={settingsHref({ kind: 'setup' })} preventScrollReset>
							{t('settings.newTournament')}
						</Link>
					</Button>
				</div>
				{rows.length > 0 ? (
					<Table data-testid="upcoming-tournaments">
						<TableHeader>
							<TableRow>
								<TableHead>{t('list.name')}</TableHead>
								<TableHead>{t('list.start')}</TableHead>
								<TableHead>{t('list.end')}</TableHead>
								<TableHead>{t('list.status')}</TableHead>
								<TableHead className="text-end">{t('list.participants')}</TableHead>
								<TableHead>
									<span className="sr-only">{t('list.actions')}</span>
								</TableHead>
							</TableRow>
						</TableHeader>
						<TableBody>
							{rows.map((row) => (
								<TableRow key={row.id} id={`tournament-${row.id}`} data-testid="tournament-row" data-tournament-id={row.id}>
									<TableCell className="font-medium">{row.name}</TableCell>
									<TableCell>{row.startLabel}</TableCell>
									<TableCell>{row.endLabel}</TableCell>
									<TableCell>
										<TournamentStatusBadge status={row.status} />
									</TableCell>
									<TableCell className="text-end">{row.totalUsers}</TableCell>
									<TableCell>
										<div className="flex justify-end gap-2">
											{row.status === 'SCHEDULED' ? (
												<Button asChild size="sm" variant="outline">
													<Link
														to={settingsHref({ kind: 'edit', tournamentId: row.id })}
														preventScrollReset
														aria-label={t('list.editLabel', { name: row.name })}
													>
														{t('list.edit')}
													</Link>
												</Button>
											) : null}
											<Button asChild size="sm" variant="outline">
												<Link
													to={settingsHref({ kind: 'cancel', tournamentId: row.id })}
													preventScrollReset
													aria-label={t('list.cancelLabel', { name: row.name })}
												>
													{t('list.cancel')}
												</Link>
											</Button>
										</div>
									</TableCell>
								</TableRow>
							))}
						</TableBody>
					</Table>
				) : (
					<p className="rounded-md border border-dashed p-8 text-center text-muted-foreground" data-testid="upcoming-empty">
						{t('settings.empty')}
					</p>
				)}
			</section>
			{loaderData.setup ? (
				<UrlDialog
					closeHref={closeHref}
					className="sm:max-w-2xl"
					data-testid="tournament-setup"
					title={tHome('tournament.title')}
					description={tHome('tournament.description')}
				>
					<TournamentFormPanel
						formId="tournament-setup"
						defaults={{
							name: tHome('tournament.defaultName'),
							...loaderData.newDates,
							assignmentType: 'all',
							departmentIds: [],
							groupIds: [],
							notificationsEnabled: true,
						}}
						departments={loaderData.departments}
						groups={loaderData.groups}
						reply={reply}
						constraint={loaderData.constraint}
						cancel={cancelControl}
					/>
				</UrlDialog>
			) : null}
			{editing ? (
				<UrlDialog
					closeHref={closeHref}
					className="sm:max-w-2xl"
					data-testid="tournament-edit"
					title={tHome('tournament.editTitle')}
					description={editing.name}
				>
					<TournamentFormPanel
						formId={`tournament-edit-${editing.id}`}
						tournamentId={editing.id}
						defaults={editing}
						departments={loaderData.departments}
						groups={loaderData.groups}
						reply={reply}
						constraint={loaderData.constraint}
						cancel={cancelControl}
					/>
				</UrlDialog>
			) : null}
			<ConfirmDialog
				open={canceling !== null}
				data-testid="cancel-tournament-dialog"
				title={t('cancel.title')}
				description={t('cancel.description', { name: canceling?.name ?? '' })}
				closeHref={closeHref}
				form={{ action: closeHref, fields: { intent: TOURNAMENT_INTENT.cancel, tournamentId: canceling?.id ?? '' } }}
				confirmLabel={t('cancel.confirm')}
				cancelLabel={t('cancel.keep')}
				destructive
			/>
		</>
	)
}
