import { Link, useFetcher, useLocation } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { SearchBox } from '#app/components/data-table/search-box.tsx'
import { TablePagination } from '#app/components/data-table/table-pagination.tsx'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { pathWithDialog } from '#app/lib/modals.ts'
import { TABLE_PARAMS } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import {
	CAMPAIGN_MODAL,
	INTENT,
	isNewTemplate,
	PARAMS,
	REQUIRED_TEMPLATES_COUNT,
	templatesStepValid,
	templatesTable,
	wizardHref,
} from './campaign-options.ts'
import { PackFacts, PackThumbnail, type PackCard } from './pack-cards.tsx'

export type TemplateCardData = {
	id: string
	name: string
	layoutType: 'EMAIL' | 'SMS'
	thumbnailUrl: string | null
	type: string
	isEditable: boolean
	isUsedInActiveCampaign: boolean
	createdAt: string
}

export type TemplatesStepData = {
	packs: Array<PackCard & { templatesTotalCount: number }>
	templates: TemplateCardData[]
	total: number
	canEdit: boolean
}

const TEMPLATES_PATH = '/phishing-exercise/templates'

const TemplatesLimitDialog = lazyPanel('PhishingExerciseTemplatesLimit', () =>
	import('./templates-limit-dialog.tsx').then((m) => m.TemplatesLimitDialog),
)
const preloadLimitDialog = () => void TemplatesLimitDialog.preload().catch(() => {})

/**
 * The wizard's Templates step (spec 3 §2, §4 "Step 0"): a pack, or the 'Custom Pack' and a selection of
 * exactly REQUIRED_TEMPLATES_COUNT templates from the paged, sortable, searchable list. Each choice posts
 * (the draft on the server keeps it); an eleventh is refused with the 'You can select …' dialog.
 */
export function TemplatesStep({
	draftId,
	packId,
	selected,
	data,
	limitOpen,
}: {
	draftId: string
	packId: string
	selected: string[]
	data: TemplatesStepData
	limitOpen: boolean
}) {
	const { t } = useTranslation('phishingExercise')
	const location = useLocation()
	const here = `${location.pathname}${location.search}`
	const valid = templatesStepValid({ packId, templateIds: selected })
	const full = selected.length >= REQUIRED_TEMPLATES_COUNT
	const custom = !packId
	return (
		<div className="grid gap-6">
			<section aria-labelledby="wizard-packs" className="grid gap-3">
				<h2 id="wizard-packs" className="text-lg font-semibold">
					{t('wizard.templates.packsTitle')}
				</h2>
				<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="wizard-packs">
					<PackChoice id="" chosen={custom} name={t('packs.customPack')}>
						<p className="text-sm text-muted-foreground">{t('packs.customPackHint')}</p>
					</PackChoice>
					{data.packs.map((pack) => (
						<PackChoice key={pack.id} id={pack.id} chosen={pack.id === packId} name={pack.name}>
							{pack.thumbnail ? <PackThumbnail pack={pack} /> : null}
							<PackFacts pack={pack} />
						</PackChoice>
					))}
				</ul>
			</section>
			{custom ? (
				<section aria-labelledby="wizard-template-list" className="grid gap-3" data-testid="wizard-template-list">
					<div className="flex flex-wrap items-center justify-between gap-3">
						<h2 id="wizard-template-list" className="text-lg font-semibold">
							{t('wizard.templates.listTitle')}{' '}
							<span className="text-sm font-normal text-muted-foreground" data-testid="selected-count">
								{t('wizard.templates.selected', { count: selected.length, max: REQUIRED_TEMPLATES_COUNT })}
							</span>
						</h2>
						{data.canEdit ? (
							<Button asChild variant="outline" size="sm">
								<Link to={`${TEMPLATES_PATH}/new?returnTo=${encodeURIComponent(here)}`}>{t('wizard.templates.createNew')}</Link>
							</Button>
						) : null}
					</div>
					<div className="flex flex-wrap items-end gap-3">
						<SearchBox label={t('wizard.templates.search')} className="w-72" />
						<SortForm />
					</div>
					{data.templates.length === 0 ? <p className="text-muted-foreground">{t('wizard.templates.noTemplates')}</p> : null}
					<ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
						{data.templates.map((template) => (
							<TemplateCard
								key={template.id}
								template={template}
								selected={selected.includes(template.id)}
								full={full}
								canEdit={data.canEdit}
								returnTo={here}
								limitHref={pathWithDialog(here, [PARAMS.modal], { [PARAMS.modal]: CAMPAIGN_MODAL.limit })}
							/>
						))}
					</ul>
					{data.total > 0 ? <TablePagination table={templatesTable} total={data.total} rowCount={data.templates.length} /> : null}
				</section>
			) : null}
			<div className="flex flex-wrap items-center justify-end gap-3">
				{valid ? (
					<Button asChild>
						<Link to={wizardHref(draftId, 'settings')}>{t('wizard.next')}</Link>
					</Button>
				) : (
					<>
						<p id="templates-needed" className="text-sm text-muted-foreground">
							{t('wizard.templates.needed', { count: REQUIRED_TEMPLATES_COUNT })}
						</p>
						<Button disabled aria-describedby="templates-needed" title={t('wizard.templates.needed', { count: REQUIRED_TEMPLATES_COUNT })}>
							{t('wizard.next')}
						</Button>
					</>
				)}
			</div>
			{limitOpen ? <TemplatesLimitDialog closeHref={pathWithDialog(here, [PARAMS.modal], {})} /> : null}
		</div>
	)
}

/** A pack (or the Custom Pack) as a choice: a POST of its id; the chosen one says so. */
function PackChoice({ id, chosen, name, children }: { id: string; chosen: boolean; name: string; children: React.ReactNode }) {
	const { t } = useTranslation('phishingExercise')
	const fetcher = useFetcher()
	const location = useLocation()
	return (
		<li
			className={cn('grid content-start gap-2 rounded-lg border bg-card p-3', chosen && 'border-primary ring-2 ring-primary/30')}
			data-testid="wizard-pack"
			data-chosen={chosen || undefined}
		>
			<h3 className="font-medium">{name}</h3>
			{children}
			<fetcher.Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset>
				<input type="hidden" name="intent" value={INTENT.pack} />
				<input type="hidden" name="packId" value={id} />
				<Button
					type="submit"
					size="sm"
					variant={chosen ? 'secondary' : 'outline'}
					disabled={chosen}
					aria-pressed={chosen}
					aria-label={`${chosen ? t('wizard.templates.chosen') : t('wizard.templates.choosePack')}: ${name}`}
				>
					{chosen ? t('wizard.templates.chosen') : t('wizard.templates.choosePack')}
				</Button>
			</fetcher.Form>
		</li>
	)
}

/** Sort by Name or Last Modified: a GET form that keeps the rest of the URL. */
function SortForm() {
	const { t } = useTranslation('phishingExercise')
	const location = useLocation()
	const params = new URLSearchParams(location.search)
	const orderBy = params.get(TABLE_PARAMS.orderBy) === 'name' ? 'name' : 'updatedAt'
	return (
		<form method="get" action={location.pathname} className="flex items-end gap-2">
			<HiddenParams search={location.search} exclude={[TABLE_PARAMS.orderBy, TABLE_PARAMS.order, TABLE_PARAMS.pageNumber, PARAMS.modal]} />
			<label className="grid gap-1 text-sm font-medium">
				{t('wizard.templates.sortLabel')}
				<NativeSelect name={TABLE_PARAMS.orderBy} defaultValue={orderBy} key={orderBy} className="w-44">
					<option value="updatedAt">{t('wizard.templates.sort.updatedAt')}</option>
					<option value="name">{t('wizard.templates.sort.name')}</option>
				</NativeSelect>
			</label>
			<Button type="submit" variant="outline">
				{t('wizard.templates.apply')}
			</Button>
		</form>
	)
}

/** A template of the list: its picture, name, layout and NEW flag; select or unselect; Preview, and Edit / Delete for the company's own. */
function TemplateCard({
	template,
	selected,
	full,
	canEdit,
	returnTo,
	limitHref,
}: {
	template: TemplateCardData
	selected: boolean
	full: boolean
	canEdit: boolean
	returnTo: string
	limitHref: string
}) {
	const { t } = useTranslation('phishingExercise')
	const fetcher = useFetcher()
	const location = useLocation()
	const back = `returnTo=${encodeURIComponent(returnTo)}`
	const path = `${TEMPLATES_PATH}/${encodeURIComponent(template.id)}`
	const editable = canEdit && template.type === 'CUSTOM' && template.isEditable
	const linkClass = 'text-sm text-primary underline-offset-4 hover:underline'
	return (
		<li
			className={cn('grid content-start gap-2 rounded-lg border bg-card p-3', selected && 'border-primary ring-2 ring-primary/30')}
			data-testid="template-card"
			data-selected={selected || undefined}
		>
			{template.thumbnailUrl ? (
				<img src={template.thumbnailUrl} alt="" className="aspect-video w-full rounded-md border object-cover" loading="lazy" />
			) : (
				<div aria-hidden className="aspect-video w-full rounded-md border bg-muted" />
			)}
			<div className="flex flex-wrap items-center gap-2">
				<h3 className="font-medium break-words">{template.name}</h3>
				{isNewTemplate(template.createdAt) ? <Badge variant="info">{t('wizard.templates.isNew')}</Badge> : null}
			</div>
			<p className="text-sm text-muted-foreground">{t(`wizard.templates.layout.${template.layoutType}`)}</p>
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
				{!selected && full ? (
					<Button asChild size="sm" variant="outline">
						<Link
							to={limitHref}
							preventScrollReset
							replace
							aria-label={t('wizard.templates.select', { name: template.name })}
							onPointerEnter={preloadLimitDialog}
							onFocus={preloadLimitDialog}
						>
							{t('wizard.templates.selectShort')}
						</Link>
					</Button>
				) : (
					<fetcher.Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset>
						<input type="hidden" name="intent" value={selected ? INTENT.unselect : INTENT.select} />
						<input type="hidden" name="templateId" value={template.id} />
						<Button
							type="submit"
							size="sm"
							variant={selected ? 'secondary' : 'outline'}
							aria-label={t(selected ? 'wizard.templates.unselect' : 'wizard.templates.select', { name: template.name })}
						>
							{selected ? t('wizard.templates.unselectShort') : t('wizard.templates.selectShort')}
						</Button>
					</fetcher.Form>
				)}
				<Link to={`${path}?${back}`} className={linkClass}>
					{t('wizard.templates.preview')}
				</Link>
				{editable && !template.isUsedInActiveCampaign ? (
					<>
						<Link to={`${path}/edit?${back}`} className={linkClass}>
							{t('wizard.templates.edit')}
						</Link>
						<Link to={`${path}/delete?${back}`} className={linkClass}>
							{t('wizard.templates.delete')}
						</Link>
					</>
				) : null}
				{editable && template.isUsedInActiveCampaign ? (
					<span className="text-xs text-muted-foreground">{t('wizard.templates.inUse')}</span>
				) : null}
			</div>
		</li>
	)
}
