import { data, Form, Link, redirect } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { UrlDialog } from '#app/components/url-dialog.tsx'
import { pageTitle, useTranslation } from '#app/i18n/react.tsx'
import { canEditExerciseTemplates, requireExerciseViewer } from '../exercise-access.server.ts'
import { returnToOf, TEMPLATE_PARAM, wizardHref } from './template-paths.ts'
import { layoutOfSlug } from './template-rules.ts'
import type { Route } from './+types/new'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'phishingExerciseTemplates:typePicker.title')

/** The type picker (spec 3 §2: Email or SMS, Continue) is a GET form: Continue opens the chosen type's wizard. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireExerciseViewer(args)
	if (!canEditExerciseTemplates(viewer.user.role)) throw data(null, { status: 403 })
	const returnTo = returnToOf(args.url)
	// A new template's draft (from the wizard's Change type): the wizard switches its type and keeps the rest.
	const draftParam = args.url.searchParams.get(TEMPLATE_PARAM.draft)
	const draft = draftParam && /^[A-Za-z0-9_-]{16,64}$/.test(draftParam) ? draftParam : null
	const layoutType = layoutOfSlug(args.url.searchParams.get(TEMPLATE_PARAM.type) ?? undefined)
	if (layoutType) throw redirect(wizardHref({ layoutType, templateId: null }, { returnTo, draft }))
	return { returnTo, draft }
}

export default function TemplateTypePicker({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const { returnTo, draft } = loaderData
	return (
		<UrlDialog closeHref={returnTo} title={t('typePicker.title')} description={t('typePicker.description')}>
			<Form method="get" className="grid gap-5">
				<input type="hidden" name={TEMPLATE_PARAM.returnTo} value={returnTo} />
				{draft ? <input type="hidden" name={TEMPLATE_PARAM.draft} value={draft} /> : null}
				<fieldset className="grid grid-cols-2 gap-3">
					<legend className="sr-only">{t('typePicker.legend')}</legend>
					{(['email', 'sms'] as const).map((type) => (
						<label
							key={type}
							className="flex cursor-pointer items-center gap-3 rounded-md border p-4 font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
						>
							<input
								type="radio"
								name={TEMPLATE_PARAM.type}
								value={type}
								defaultChecked={type === 'email'}
								className="size-4 accent-primary"
							/>
							{t(`typePicker.${type}`)}
						</label>
					))}
				</fieldset>
				<div className="flex justify-end gap-2">
					<Link to={returnTo} className={buttonVariants({ variant: 'outline' })}>
						{t('typePicker.cancel')}
					</Link>
					<Button type="submit">{t('typePicker.continue')}</Button>
				</div>
			</Form>
		</UrlDialog>
	)
}
