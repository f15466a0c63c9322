import { useEffect, useId, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { LIST_SEARCH_DEBOUNCE_MS } from '#app/components/data-table/search-box.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { pageCount, SEARCH_TEXT_MAX_LENGTH } from '#app/lib/table-query.ts'
import { AnswerStatusChip, CsvDownload, Thumbnail, useAnswerLabel, useLayoutTypeLabel } from './report-tables.tsx'
import { DIALOG_SEARCH_FIELDS, dialogPageHref, downloadHref, REPORT_DIALOG_PARAMS, type ReportTab } from './report-url.ts'
import type { ReportDialogData } from './report-types.ts'

/**
 * A report row's dialog (spec 3 §2), URL state so it opens without JavaScript: a user's templates with
 * their answers (searchable) or a template's users with theirs (paged), each with its CSV download.
 * A lazy panel: its code arrives only when a row is opened.
 */
export function ReportDialogs({
	dialog,
	campaignId,
	tab,
	closeHref,
}: {
	dialog: ReportDialogData
	campaignId: string
	tab: ReportTab
	closeHref: string
}) {
	const { t } = useTranslation('phishingExerciseReport')
	const { search } = useLocation()
	const csv = downloadHref(campaignId, tab, search, {
		modal: dialog.modal,
		id: dialog.id,
		searchText: dialog.modal === 'user' ? dialog.searchText : '',
		pageNumber: 0,
	})
	return (
		<UrlDialog
			closeHref={closeHref}
			className="sm:max-w-3xl"
			title={dialog.name}
			description={t(dialog.modal === 'user' ? 'userDialog.description' : 'templateDialog.description')}
			data-testid={`${dialog.modal}-dialog`}
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				{dialog.modal === 'user' ? <DialogSearch searchText={dialog.searchText} /> : <span />}
				<CsvDownload href={csv} disabled={dialog.total === 0} label={t('downloadCsv')} testId="dialog-download" />
			</div>
			{dialog.modal === 'user' ? <UserTemplates dialog={dialog} /> : <TemplateUsers dialog={dialog} />}
		</UrlDialog>
	)
}

type DialogOf<M extends ReportDialogData['modal']> = Extract<ReportDialogData, { modal: M }>

function EmptyRow({ columns, searched }: { columns: number; searched: boolean }) {
	const { t } = useTranslation('widgets')
	return (
		<TableRow className="hover:bg-transparent">
			<TableCell colSpan={columns} className="h-20 text-center text-muted-foreground">
				{searched ? t('table.noSearchResults') : t('table.noData')}
			</TableCell>
		</TableRow>
	)
}

/** The user's templates: thumbnail and name, layout type, answer and answer status (answer status descending, §9). */
function UserTemplates({ dialog }: { dialog: DialogOf<'user'> }) {
	const { t } = useTranslation('phishingExerciseReport')
	const answerLabel = useAnswerLabel()
	const layoutLabel = useLayoutTypeLabel()
	return (
		<Table>
			<TableCaption className="sr-only">{t('userDialog.caption', { name: dialog.name })}</TableCaption>
			<TableHeader>
				<TableRow className="hover:bg-transparent">
					<TableHead scope="col">{t('columns.name')}</TableHead>
					<TableHead scope="col">{t('columns.layoutType')}</TableHead>
					<TableHead scope="col">{t('columns.answer')}</TableHead>
					<TableHead scope="col">{t('columns.answerStatus')}</TableHead>
				</TableRow>
			</TableHeader>
			<TableBody>
				{dialog.rows.length === 0 ? <EmptyRow columns={4} searched={dialog.searchText !== ''} /> : null}
				{dialog.rows.map((row) => (
					<TableRow key={row.id}>
						<TableHead scope="row" className="h-auto p-3 font-medium whitespace-normal text-foreground">
							<span className="flex items-center gap-3">
								<Thumbnail src={row.thumbnailUrl} />
								{row.name}
							</span>
						</TableHead>
						<TableCell>{layoutLabel(row.layoutType)}</TableCell>
						<TableCell>{answerLabel(row.answer)}</TableCell>
						<TableCell>
							<AnswerStatusChip status={row.answerStatus} />
						</TableCell>
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}

/** The template's users: full name, email or '-', the answer and its status (status descending, §9); paged. */
function TemplateUsers({ dialog }: { dialog: DialogOf<'template'> }) {
	const { t } = useTranslation('phishingExerciseReport')
	const { pathname, search } = useLocation()
	const answerLabel = useAnswerLabel()
	const pages = pageCount(dialog.total, dialog.pageSize)
	const page = Math.min(dialog.pageNumber, pages - 1)
	return (
		<>
			<Table>
				<TableCaption className="sr-only">{t('templateDialog.caption', { name: dialog.name })}</TableCaption>
				<TableHeader>
					<TableRow className="hover:bg-transparent">
						<TableHead scope="col">{t('columns.fullName')}</TableHead>
						<TableHead scope="col">{t('columns.email')}</TableHead>
						<TableHead scope="col">{t('columns.answer')}</TableHead>
						<TableHead scope="col">{t('columns.status')}</TableHead>
					</TableRow>
				</TableHeader>
				<TableBody>
					{dialog.rows.length === 0 ? <EmptyRow columns={4} searched={false} /> : null}
					{dialog.rows.map((row) => (
						<TableRow key={row.id}>
							<TableHead scope="row" className="h-auto p-3 font-medium whitespace-normal text-foreground">
								{row.fullName}
							</TableHead>
							<TableCell className="break-all">{row.email || '-'}</TableCell>
							<TableCell>{answerLabel(row.answer)}</TableCell>
							<TableCell>
								<AnswerStatusChip status={row.answerStatus} />
							</TableCell>
						</TableRow>
					))}
				</TableBody>
			</Table>
			{pages > 1 ? (
				<nav aria-label={t('templateDialog.pagination')} className="flex items-center justify-end gap-3 text-sm">
					<span className="text-muted-foreground" aria-live="polite">
						{t('pageOf', { page: page + 1, pages })}
					</span>
					<PageLink to={dialogPageHref(pathname, search, page - 1)} disabled={page <= 0} label={t('previousPage')} icon="chevron-left" />
					<PageLink
						to={dialogPageHref(pathname, search, page + 1)}
						disabled={page >= pages - 1}
						label={t('nextPage')}
						icon="chevron-right"
					/>
				</nav>
			) : null}
		</>
	)
}

function PageLink({ to, disabled, label, icon }: { to: string; disabled: boolean; label: string; icon: 'chevron-left' | 'chevron-right' }) {
	const content = (
		<>
			<Icon name={icon} className="rtl:rotate-180" />
			<span className="sr-only">{label}</span>
		</>
	)
	return disabled ? (
		<Button variant="outline" size="icon" disabled>
			{content}
		</Button>
	) : (
		<Button asChild variant="outline" size="icon">
			<Link to={to} replace preventScrollReset>
				{content}
			</Link>
		</Button>
	)
}

/**
 * The user dialog's search: a GET form (Enter or the button) without JavaScript; with it, it searches
 * 300 ms after the last keystroke (spec 3 §9 default search debounce), replacing the history entry.
 */
function DialogSearch({ searchText }: { searchText: string }) {
	const { t } = useTranslation('phishingExerciseReport')
	const { pathname, search } = useLocation()
	const navigate = useNavigate()
	const id = useId()
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	const latest = useRef(search)
	latest.current = search
	useEffect(() => () => clearTimeout(timer.current), [])
	function submit(text: string) {
		clearTimeout(timer.current)
		const params = new URLSearchParams(latest.current)
		const trimmed = text.trim()
		if (trimmed === (params.get(REPORT_DIALOG_PARAMS.searchText) ?? '')) return
		if (trimmed) params.set(REPORT_DIALOG_PARAMS.searchText, trimmed)
		else params.delete(REPORT_DIALOG_PARAMS.searchText)
		void navigate(`${pathname}?${params}`, { replace: true, preventScrollReset: true })
	}
	return (
		<form
			method="get"
			action={pathname}
			role="search"
			className="relative w-full max-w-xs"
			onSubmit={(event) => {
				event.preventDefault()
				submit(new FormData(event.currentTarget).get(REPORT_DIALOG_PARAMS.searchText)?.toString() ?? '')
			}}
		>
			<HiddenParams search={search} exclude={DIALOG_SEARCH_FIELDS} />
			<label htmlFor={id} className="sr-only">
				{t('userDialog.search')}
			</label>
			<Input
				id={id}
				type="search"
				name={REPORT_DIALOG_PARAMS.searchText}
				defaultValue={searchText}
				placeholder={t('userDialog.search')}
				maxLength={SEARCH_TEXT_MAX_LENGTH}
				autoComplete="off"
				className="pe-10"
				onChange={(event) => {
					const text = event.currentTarget.value
					clearTimeout(timer.current)
					timer.current = setTimeout(() => submit(text), LIST_SEARCH_DEBOUNCE_MS)
				}}
			/>
			<Button type="submit" variant="ghost" size="icon" className="absolute end-0 top-0 text-muted-foreground">
				<Icon name="search" />
				<span className="sr-only">{t('userDialog.search')}</span>
			</Button>
		</form>
	)
}
