import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { showMessage } from '#app/components/form-errors.ts'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx'
import { UrlDialogClose } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, type CsvColumn } from '#app/lib/csv-import/columns.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { NAMED_ITEM_NAME_MAX } from '#server/shared/directory-rules.ts'
import { EnhancedField, FailureAlert, type StepReply, useErrorText } from './shared.tsx'
import { actionHref, INTENT, MAX_UPLOAD_BYTES } from './url.ts'
import type { LoadedDrawer } from './drawer.server.ts'

type UploadData = Extract<LoadedDrawer, { view: 'csvUpload' }>
type MappingData = Extract<LoadedDrawer, { view: 'csvMapping' }>

/** CSV, step 0 before a file is in: attach it (.csv, at most 7 MB, refused unread above that). */
export function CsvUploadStep({ data }: { data: UploadData }) {
	const { t } = useTranslation('addUsers')
	return (
		<div className="grid gap-5">
			<CsvUploadForm back={data.back} draftId={data.draftId} serverReply={data.reply} />
			<DialogFooter>
				<UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{t('common:cancel')}</UrlDialogClose>
			</DialogFooter>
		</div>
	)
}

function CsvUploadForm({
	back,
	draftId,
	serverReply,
	compact,
}: {
	back: string
	draftId: string | null
	serverReply: StepReply | null
	compact?: boolean
}) {
	const { t } = useTranslation('addUsers')
	const hydrated = useHydrated()
	const fetcher = useFetcher<StepReply>()
	const submitting = useIsPending({ fetcher })
	const form = useRef<HTMLFormElement>(null)
	const [tooLarge, setTooLarge] = useState(false)
	const reply = fetcher.data ?? serverReply ?? undefined
	const message = tooLarge ? t('csvImport:file.tooLarge') : reply?.failure ? showMessage(t, reply.failure) : null
	return (
		<fetcher.Form ref={form} method="post" encType="multipart/form-data" action={actionHref(back, draftId)} className="grid gap-3">
			<input type="hidden" name="intent" value={INTENT.csvUpload} />
			<EnhancedField />
			<Field
				label={compact ? t('csv.chooseAnother') : t('csv.file')}
				description={t('csv.fileDescription')}
				errors={message ? [message] : undefined}
			>
				<Input
					type="file"
					name="file"
					accept=".csv,text/csv"
					required
					data-testid="csv-file"
					onChange={(event) => {
						const file = event.currentTarget.files?.[0]
						// Refused before it is sent; the server checks again before reading.
						const large = !!file && file.size > MAX_UPLOAD_BYTES
						setTooLarge(large)
						if (large) event.currentTarget.value = ''
						else if (file && hydrated) void fetcher.submit(form.current)
					}}
				/>
			</Field>
			<div>
				<StatusButton type="submit" variant={compact ? 'outline' : 'default'} pending={submitting}>
					{t('csv.upload')}
				</StatusButton>
			</div>
		</fetcher.Form>
	)
}

/**
 * CSV, step 0 with the file in the draft: the mapping selects (pre-filled by the header guess),
 * a preview, every row that will be skipped with its line and reason, and the users that already
 * exist (shown before they are skipped, with how many will be added).
 */
export function CsvMappingStep({ data }: { data: MappingData }) {
	const { t } = useTranslation('addUsers')
	const hydrated = useHydrated()
	const fetcher = useFetcher<StepReply>()
	const submitting = useIsPending({ fetcher })
	const form = useRef<HTMLFormElement>(null)
	const errorText = useErrorText()
	const reply = fetcher.data ?? data.reply ?? undefined
	const errors = reply?.result?.error ?? {}
	const formErrors = errorText(errors[''] ?? undefined)
	const action = actionHref(data.back, data.draftId)
	const remap = () => {
		if (!form.current) return
		const formData = new FormData(form.current)
		formData.set('intent', INTENT.csvMap)
		void fetcher.submit(formData, { method: 'post', action })
	}
	return (
		<div className="grid gap-5">
			{/* The first Next stops here when users of the file already exist: at the top, where the step starts. */}
			<ExistingUsers data={data} />
			<div className="grid gap-1 text-sm">
				<p className="font-medium" data-testid="csv-file-name">
					{t('csv.fileName', { name: data.fileName })}
				</p>
				<p className="text-muted-foreground">{t('csv.rows', { count: data.rowCount })}</p>
			</div>
			<CsvUploadForm back={data.back} draftId={data.draftId} serverReply={null} compact />

			<fetcher.Form ref={form} method="post" action={action} className="grid gap-4" noValidate>
				<EnhancedField />
				{data.acknowledgeKey ? <input type="hidden" name="acknowledge" value={data.acknowledgeKey} /> : null}
				<fieldset className="grid gap-3">
					<legend className="mb-1 text-base font-semibold">{t('csv.mapping')}</legend>
					<p className="text-sm text-muted-foreground">{t('csv.mappingDescription')}</p>
					<div className="grid gap-3 sm:grid-cols-2">
						{CSV_COLUMNS.map((column) => (
							<ColumnSelect
								key={column}
								column={column}
								headers={data.headers}
								value={data.mapping[column]}
								errors={errorText(errors[column] ?? undefined)}
								onChange={hydrated ? remap : undefined}
							/>
						))}
					</div>
				</fieldset>
				<FailureAlert failure={reply?.failure} />
				{data.noValidEmails ? (
					<Alert variant="destructive" data-testid="csv-no-valid-emails">
						<AlertDescription>{t('csvImport:mapping.noValidEmails')}</AlertDescription>
					</Alert>
				) : null}
				<ErrorList
					id="csv-mapping-error"
					errors={formErrors?.filter((e) => !data.noValidEmails || e !== t('csvImport:mapping.noValidEmails'))}
				/>
				<Preview data={data} />
				<InvalidRows data={data} />
				{data.validCount > 0 ? (
					<p className="text-sm font-medium" role="status" data-testid="csv-will-add">
						{data.willAdd > 0 ? t('csv.willAdd', { count: data.willAdd }) : t('csv.nothingToAdd')}
					</p>
				) : null}
				<DialogFooter>
					<UrlDialogClose className={buttonVariants({ variant: 'outline' })}>{t('common:cancel')}</UrlDialogClose>
					<StatusButton type="submit" name="intent" value={INTENT.csvNext} pending={submitting} data-testid="add-users-next">
						{t('next')}
					</StatusButton>
					{hydrated ? null : (
						<Button type="submit" name="intent" value={INTENT.csvMap} variant="outline">
							{t('csv.checkColumns')}
						</Button>
					)}
				</DialogFooter>
			</fetcher.Form>
		</div>
	)
}

function ColumnSelect({
	column,
	headers,
	value,
	errors,
	onChange,
}: {
	column: CsvColumn
	headers: string[]
	value: number | null
	errors: string[] | undefined
	onChange?: () => void
}) {
	const { t } = useTranslation('addUsers')
	const id = useId()
	const required = (REQUIRED_CSV_COLUMNS as readonly string[]).includes(column)
	return (
		<Field id={id} label={`${t(`csvImport:columns.${column}`)}${required ? ' *' : ''}`} errors={errors}>
			<NativeSelect
				name={column}
				defaultValue={value === null ? '' : String(value)}
				aria-required={required || undefined}
				onChange={onChange}
			>
				<option value="">{t('csv.notMapped')}</option>
				{headers.map((header, index) => (
					<option key={`${index}-${header}`} value={String(index)}>
						{header || `#${index + 1}`}
					</option>
				))}
			</NativeSelect>
		</Field>
	)
}

function Preview({ data }: { data: MappingData }) {
	const { t } = useTranslation('addUsers')
	if (data.preview.length === 0) return null
	return (
		<div className="grid gap-2">
			<Table containerClassName="max-h-64 overflow-auto rounded-md border" data-testid="csv-preview">
				<TableCaption className="mt-0 mb-2 caption-top text-start">{t('csv.preview')}</TableCaption>
				<TableHeader>
					<TableRow>
						{data.headers.map((header, index) => (
							<TableHead key={`${index}-${header}`} className="whitespace-normal!">
								{header || `#${index + 1}`}
							</TableHead>
						))}
					</TableRow>
				</TableHeader>
				<TableBody>
					{data.preview.map((row, r) => (
						<TableRow key={r}>
							{data.headers.map((_, c) => (
								// Long emails wrap rather than being cut; with many columns the box scrolls sideways.
								<TableCell key={c} className="min-w-24 [overflow-wrap:anywhere]">
									{row[c] ?? ''}
								</TableCell>
							))}
						</TableRow>
					))}
				</TableBody>
			</Table>
		</div>
	)
}

/** Every skipped row with its line and reason. */
function InvalidRows({ data }: { data: MappingData }) {
	const { t } = useTranslation('addUsers')
	if (data.invalidCount === 0) return null
	return (
		<section className="grid gap-1 rounded-md border border-warning bg-warning/10 p-3 text-sm" data-testid="csv-invalid-rows">
			<h3 className="font-medium">{t('csv.invalidTitle', { count: data.invalidCount })}</h3>
			<ul className="grid max-h-48 gap-0.5 overflow-y-auto">
				{data.invalid.map((row) => (
					<li key={`${row.line}-${row.reason}`}>
						{t(`csvImport:row.${row.reason}`, {
							line: row.line,
							value: row.value,
							column: row.column ? t(`csvImport:columns.${row.column}`) : '',
							max: NAMED_ITEM_NAME_MAX,
						})}
					</li>
				))}
			</ul>
			{data.invalidCount > data.invalid.length ? <p>{t('csv.moreInvalid', { count: data.invalidCount - data.invalid.length })}</p> : null}
		</section>
	)
}

/**
 * The users of the file that already exist, once Next has checked them: the reason that Next did not
 * move on. Drawn at the top of the step and, with JavaScript, focused (so scrolled into view) when it
 * appears, since Next sits at the bottom of a long step.
 */
function ExistingUsers({ data }: { data: MappingData }) {
	const { t } = useTranslation('addUsers')
	const notice = useRef<HTMLElement>(null)
	const shown = data.existingCount > 0
	useEffect(() => {
		if (shown) notice.current?.focus()
	}, [shown, data.acknowledgeKey])
	if (!shown) return null
	return (
		<section
			ref={notice}
			tabIndex={-1}
			aria-labelledby="csv-existing-title"
			className="grid gap-1 rounded-md border border-warning bg-warning/10 p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
			data-testid="csv-existing-rows"
		>
			<h3 id="csv-existing-title" className="font-medium">
				{t('csv.existingTitle', { count: data.existingCount })}
			</h3>
			<ul className="grid max-h-48 gap-0.5 overflow-y-auto">
				{data.existing.map((row) => (
					<li key={row.value}>{t('csv.existingRow', { line: row.line, value: row.value })}</li>
				))}
			</ul>
			{data.existingCount > data.existing.length ? (
				<p>{t('csv.moreInvalid', { count: data.existingCount - data.existing.length })}</p>
			) : null}
			{data.acknowledgeKey && data.willAdd > 0 ? <p className="font-medium">{t('csv.existingNext')}</p> : null}
		</section>
	)
}
