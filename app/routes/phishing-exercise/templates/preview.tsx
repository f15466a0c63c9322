import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { canEditExerciseTemplates, requireExerciseViewer } from '../exercise-access.server.ts'
import { deleteHref, editHref, HIDE_CALLOUTS, previewHref, returnToOf, TEMPLATE_PARAM } from './template-paths.ts'
import { buildPreview } from './template-preview.server.ts'
import { TemplatePreviewPanel } from './template-preview.tsx'
import { previewSourceOf, templateOr404 } from './template-source.server.ts'
import type { Route } from './+types/preview'

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.preview.name ?? '' }]

/**
 * The template preview modal (spec 3 §2): everyone with access may preview; Edit and Delete show for
 * CUSTOM templates with the template permission (spec 3 §6), disabled with the spec's message while an
 * active campaign uses the template. The callouts toggle is the URL (`?callouts=hide`).
 */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	const template = await templateOr404(viewer, args.params.templateId)
	const showCallouts = args.url.searchParams.get(TEMPLATE_PARAM.callouts) !== HIDE_CALLOUTS
	const editable = canEditExerciseTemplates(viewer.user.role) && template.type === 'CUSTOM' && template.isEditable
	return {
		id: template.id,
		preview: buildPreview(previewSourceOf(template), { showCallouts }),
		editable,
		inUse: editable && template.isUsedInActiveCampaign,
		returnTo: returnToOf(args.url),
	}
}

export default function TemplatePreviewPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const { id, preview, editable, inUse, returnTo } = loaderData
	const disabledLink = 'pointer-events-none opacity-50'
	return (
		<UrlDialog
			closeHref={returnTo}
			title={preview.name}
			description={t('preview.title')}
			className="sm:max-w-5xl"
			closeLabel={t('preview.close')}
		>
			<TemplatePreviewPanel
				preview={preview}
				toggleHref={previewHref(id, { returnTo, hideCallouts: preview.showCallouts })}
				headingLevel={3}
			/>
			{editable ? (
				<div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
					{inUse ? (
						<p id="template-in-use" className="me-auto text-sm text-muted-foreground">
							{t('preview.usedInActive')}
						</p>
					) : null}
					{/* Disabled while an active campaign uses the template: no link to follow. */}
					{inUse ? (
						<>
							<span
								aria-disabled="true"
								aria-describedby="template-in-use"
								className={cn(buttonVariants({ variant: 'outline' }), disabledLink)}
							>
								{t('preview.edit')}
							</span>
							<span
								aria-disabled="true"
								aria-describedby="template-in-use"
								className={cn(buttonVariants({ variant: 'destructive' }), disabledLink)}
							>
								{t('preview.delete')}
							</span>
						</>
					) : (
						<>
							<Link to={editHref(id, returnTo)} className={buttonVariants({ variant: 'outline' })}>
								{t('preview.edit')}
							</Link>
							<Link to={deleteHref(id, returnTo)} className={buttonVariants({ variant: 'destructive' })}>
								{t('preview.delete')}
							</Link>
						</>
					)}
				</div>
			) : null}
		</UrlDialog>
	)
}
