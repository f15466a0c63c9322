import { data, Form, Link } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { deleteTemplate } from '#app/gateway/phishing-exercise.server.ts'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { canEditExerciseTemplates, requireExerciseViewer } from '../exercise-access.server.ts'
import { deleteHref, returnToOf } from './template-paths.ts'
import { templateOr404 } from './template-source.server.ts'
import type { Route } from './+types/delete'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingExerciseTemplates:delete.title')

type Args = Route.LoaderArgs | Route.ActionArgs

/** Only CUSTOM templates are deleted, by a role with the template permission (spec 3 §6); anything else is no page. */
async function deletableTemplate(args: Args) {
	const viewer = await requireExerciseViewer(args)
	if (!canEditExerciseTemplates(viewer.user.role)) throw data(null, { status: 403 })
	const template = await templateOr404(viewer, args.params.templateId)
	if (template.type !== 'CUSTOM' || !template.isEditable) throw data(null, { status: 404 })
	return { viewer, template }
}

/** 'Delete Template?' (spec 3 §8): the confirmation a link opens (a dialog with JavaScript, a page without). */
export async function loader(args: Route.LoaderArgs) {
	const { template } = await deletableTemplate(args)
	return {
		id: template.id,
		name: template.name,
		inUse: template.isUsedInActiveCampaign,
		returnTo: returnToOf(args.url),
	}
}

/** A template used in an active campaign is not deleted: the gateway refuses it with the spec's message, shown here. */
export async function action(args: Route.ActionArgs) {
	const { viewer, template } = await deletableTemplate(args)
	const returnTo = returnToOf(args.url)
	try {
		await deleteTemplate(viewer.token, viewer.company.id, template.id)
	} catch (error) {
		return data({ failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, returnTo, { type: 'success', message: 'phishingExerciseTemplates:toasts.deleted' })
}

export default function DeleteTemplate({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const { id, name, inUse, returnTo } = loaderData
	const action = deleteHref(id, returnTo)
	const pending = useIsPending({ formAction: action })
	return (
		<UrlDialog closeHref={returnTo} title={t('delete.title')} description={t('delete.description', { name })}>
			<Form method="post" action={action} className="grid gap-4">
				<FailureAlert
					t={t}
					failure={actionData?.failure ?? (inUse ? { message: 'phishingExerciseTemplates:preview.usedInActive' } : null)}
				/>
				<div className="flex justify-end gap-2">
					<Link to={returnTo} className={buttonVariants({ variant: 'outline' })}>
						{t('delete.cancel')}
					</Link>
					<StatusButton type="submit" variant="destructive" pending={pending} disabled={inUse}>
						{t('delete.confirm')}
					</StatusButton>
				</div>
			</Form>
		</UrlDialog>
	)
}
