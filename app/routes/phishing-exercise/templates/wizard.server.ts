import { INTENT } from '@conform-to/dom'
import { data, redirect } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { createTemplate, readFieldErrors, type Template, updateTemplate } from '#app/gateway/phishing-exercise.server.ts'
import { draftOwner, draftStore } from '#app/lib/draft-store.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { templateBodyText } from '#server/shared/template-html.ts'
import { canEditExerciseTemplates, requireExerciseViewer } from '../exercise-access.server.ts'
import { applyStep, draftFromTemplate, emptyDraft, switchLayout, type TemplateDraft, templateInputOf } from './template-draft.ts'
import { returnToOf, TEMPLATE_PARAM, WIZARD_INTENT, wizardHref } from './template-paths.ts'
import { type LayoutType, nextStep, previousStep, stepOf, stepsOf, type WizardStep } from './template-rules.ts'
import { sniffThumbnail, stepSchema, thumbnailProblem } from './template-schemas.ts'
import { templateOr404 } from './template-source.server.ts'
import type { SubmissionResult } from '@conform-to/react'

/**
 * The template wizard's server side (spec 3 §4 "Template wizard"): each step posts here, is checked with
 * its schema and kept in the draft store (its id in the URL) until Save creates or updates the template
 * through the gateway (multipart with the thumbnail). Only CUSTOM templates are edited, and only by a
 * role with the template permission (spec 3 §6).
 */

type Args = Parameters<typeof requireExerciseViewer>[0]
/** What the route names: a new template's layout (`new/:layout`) or the edited template's id. */
export type WizardTarget = { layoutType: LayoutType; templateId: null } | { layoutType: null; templateId: string }

const DRAFT_ID = /^[A-Za-z0-9_-]{16,64}$/

export type WizardReply = { result?: SubmissionResult<string[]>; failure?: UiMessage | null }

async function requireTemplateEditor(args: Args): Promise<Viewer> {
	const viewer = await requireExerciseViewer(args)
	if (!canEditExerciseTemplates(viewer.user.role)) throw data(null, { status: 403 })
	return viewer
}

/** The template an edit starts from: the company's own CUSTOM one; 404 for anything else. */
async function editableTemplate(viewer: Viewer, templateId: string): Promise<Template> {
	const template = await templateOr404(viewer, templateId)
	if (template.type !== 'CUSTOM' || !template.isEditable) throw data(null, { status: 404 })
	return template
}

/** The draft the URL names (this user's, not expired), else a fresh one for the route. */
async function currentDraft(viewer: Viewer, url: URL, target: WizardTarget) {
	const id = url.searchParams.get(TEMPLATE_PARAM.draft)
	const stored = id && DRAFT_ID.test(id) ? await draftStore.load<TemplateDraft>(draftOwner(viewer), id) : null
	// A draft of another template (an old link) is not this one's.
	const usable = stored && stored.templateId === target.templateId ? stored : null
	let draft: TemplateDraft
	let usedInActiveCampaign = false
	if (usable) draft = usable
	else if (target.templateId) {
		const template = await editableTemplate(viewer, target.templateId)
		usedInActiveCampaign = template.isUsedInActiveCampaign
		draft = draftFromTemplate(template)
	} else draft = emptyDraft(target.layoutType ?? 'EMAIL')
	// new/sms with an email draft: the type was switched (spec 3 §4).
	if (target.layoutType) draft = switchLayout(draft, target.layoutType)
	return { draft, draftId: usable ? id : null, usedInActiveCampaign }
}

/** The text the callouts' anchors are matched on: an email's body text as the gateway reads it, an SMS's message. */
function bodyTextOf(draft: TemplateDraft): string {
	return draft.layoutType === 'SMS' ? draft.message : templateBodyText(draft.html)
}

async function keepDraft(viewer: Viewer, id: string | null, draft: TemplateDraft): Promise<string> {
	if (id && (await draftStore.update(draftOwner(viewer), id, draft))) return id
	return draftStore.save(draftOwner(viewer), draft)
}

export async function loadWizard(args: Args, target: WizardTarget) {
	const viewer = await requireTemplateEditor(args)
	const { draft, draftId, usedInActiveCampaign } = await currentDraft(viewer, args.url, target)
	const step = stepOf(draft.layoutType, args.url.searchParams.get(TEMPLATE_PARAM.step))
	return {
		viewer,
		draft,
		draftId,
		step,
		steps: stepsOf(draft.layoutType),
		bodyText: bodyTextOf(draft),
		returnTo: returnToOf(args.url),
		// Spec 3 §6: a template used in an active campaign is not edited.
		blocked: usedInActiveCampaign,
	}
}

/** Reads the form: a step's values (its schema), Next / Back, Save, or conform's list and validate intents. */
export async function wizardAction(args: Args, target: WizardTarget) {
	const viewer = await requireTemplateEditor(args)
	const { request, url } = args
	const { draft, draftId } = await currentDraft(viewer, url, target)
	const step = stepOf(draft.layoutType, url.searchParams.get(TEMPLATE_PARAM.step))
	const returnTo = returnToOf(url)
	const formData = await request.formData()
	const intent = formData.get('intent')
	const submission = parseSubmission(formData, stepSchema(step, bodyTextOf(draft)))
	const hrefOf = (to: WizardStep, id: string | null) => wizardHref(draft, { step: to, draft: id, returnTo })

	if (submission.status !== 'success') {
		// Back keeps nothing of a step that does not pass, and goes back all the same.
		if (intent === WIZARD_INTENT.back && !formData.has(INTENT)) {
			return redirect(hrefOf(previousStep(draft.layoutType, step), draftId))
		}
		// A chosen file is not sent back (it cannot be put back into a file input).
		const reply = submission.reply({ hideFields: ['thumbnail'] })
		return data<WizardReply>({ result: reply }, { status: submission.status === 'error' ? 400 : 200 })
	}
	const values = submission.value as never
	const updated = applyStep(draft, { step, values })

	if (intent === WIZARD_INTENT.back)
		return redirect(hrefOf(previousStep(draft.layoutType, step), await keepDraft(viewer, draftId, updated)))
	if (step !== 'save') return redirect(hrefOf(nextStep(draft.layoutType, step), await keepDraft(viewer, draftId, updated)))

	// Save: every step before it must have been accepted (an old link may skip one).
	const missing = stepsOf(updated.layoutType).find((s) => s !== 'save' && !updated.done.includes(s))
	if (missing) return redirect(hrefOf(missing, await keepDraft(viewer, draftId, updated)))
	const save = submission.value as { deleteThumbnail: boolean }
	const file = formData.get('thumbnail')
	let thumbnail: Blob | null = null
	if (file instanceof File && file.size > 0) {
		const sniffed = sniffThumbnail(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
		const problem = thumbnailProblem({ name: file.name, type: file.type, size: file.size, sniffedType: sniffed })
		if (problem)
			return data<WizardReply>(
				{ result: submission.reply({ fieldErrors: { thumbnail: [problem] }, hideFields: ['thumbnail'] }) },
				{ status: 400 },
			)
		thumbnail = new Blob([await file.arrayBuffer()], { type: sniffed ?? file.type })
	}
	try {
		const input = templateInputOf(updated, thumbnail)
		if (updated.templateId) {
			await updateTemplate(viewer.token, viewer.company.id, updated.templateId, {
				...input,
				isDeleteThumbnail: save.deleteThumbnail && !thumbnail,
			})
		} else await createTemplate(viewer.token, viewer.company.id, input)
	} catch (error) {
		const fields = readFieldErrors(error)
		const first = Object.values(fields)[0]
		// The gateway's refusals carry the spec's messages (a template in use, a rule the steps let through).
		const failure: UiMessage = first ? { message: first, raw: true } : await writeFailure(error, request)
		await keepDraft(viewer, draftId, updated)
		return data<WizardReply>({ result: submission.reply({ hideFields: ['thumbnail'] }), failure }, { status: 400 })
	}
	if (draftId) await draftStore.remove(draftOwner(viewer), draftId)
	return redirectWithToast(request, returnTo, {
		type: 'success',
		message: updated.templateId ? 'phishingExerciseTemplates:toasts.updated' : 'phishingExerciseTemplates:toasts.created',
	})
}
