/**
 * The template pages' URLs (pure, safe in the browser). Every one takes `?returnTo=` (a same-origin path,
 * checked with safeRedirectPath) where Close, Save and Delete lead back to; the campaign wizard links here.
 */
import { safeRedirectPath } from '#app/auth/safe-redirect.ts'
import { type LayoutType, slugOfLayout, type WizardStep } from './template-rules.ts'

export const TEMPLATES_PATH = '/phishing-exercise/templates'
/** Where the template pages lead back to by default: the campaign wizard (its Templates step). */
export const DEFAULT_RETURN_TO = '/phishing-exercise/create'

export const TEMPLATE_PARAM = { returnTo: 'returnTo', step: 'step', draft: 'draft', type: 'type', callouts: 'callouts' } as const
/** The preview's callouts toggle: shown unless `?callouts=hide`. */
export const HIDE_CALLOUTS = 'hide'

/** The form's `intent` values of the wizard. */
export const WIZARD_INTENT = { next: 'next', back: 'back', save: 'save' } as const

/** The `returnTo` of a URL, checked: our own path, else the campaign wizard. */
export function returnToOf(url: URL | URLSearchParams): string {
	const params = url instanceof URL ? url.searchParams : url
	return safeRedirectPath(params.get(TEMPLATE_PARAM.returnTo), DEFAULT_RETURN_TO)
}

function withQuery(path: string, query: Record<string, string | null | undefined>) {
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
	// The default return needs no parameter.
	if (params.get(TEMPLATE_PARAM.returnTo) === DEFAULT_RETURN_TO) params.delete(TEMPLATE_PARAM.returnTo)
	const text = params.toString()
	return text ? `${path}?${text}` : path
}

/** The type picker (Email or SMS, Continue); with a new template's draft, Continue switches its type (spec 3 §4). */
export function newTemplateHref(returnTo?: string, draft?: string | null) {
	return withQuery(`${TEMPLATES_PATH}/new`, { [TEMPLATE_PARAM.returnTo]: returnTo, [TEMPLATE_PARAM.draft]: draft })
}

/** A step of the wizard: a new template of a layout, or the template being edited. */
export function wizardHref(
	target: { layoutType: LayoutType; templateId: string | null },
	state: { step?: WizardStep; draft?: string | null; returnTo?: string; hideCallouts?: boolean },
) {
	const path = target.templateId
		? `${TEMPLATES_PATH}/${encodeURIComponent(target.templateId)}/edit`
		: `${TEMPLATES_PATH}/new/${slugOfLayout(target.layoutType)}`
	return withQuery(path, {
		[TEMPLATE_PARAM.step]: state.step,
		[TEMPLATE_PARAM.draft]: state.draft,
		[TEMPLATE_PARAM.returnTo]: state.returnTo,
		[TEMPLATE_PARAM.callouts]: state.hideCallouts ? HIDE_CALLOUTS : null,
	})
}

/** The preview modal page; `hideCallouts` is the toggle's state. */
export function previewHref(templateId: string, state: { returnTo?: string; hideCallouts?: boolean } = {}) {
	return withQuery(`${TEMPLATES_PATH}/${encodeURIComponent(templateId)}`, {
		[TEMPLATE_PARAM.returnTo]: state.returnTo,
		[TEMPLATE_PARAM.callouts]: state.hideCallouts ? HIDE_CALLOUTS : null,
	})
}

export function editHref(templateId: string, returnTo?: string) {
	return withQuery(`${TEMPLATES_PATH}/${encodeURIComponent(templateId)}/edit`, { [TEMPLATE_PARAM.returnTo]: returnTo })
}

/** 'Delete Template?': GET shows the confirmation, POST deletes. */
export function deleteHref(templateId: string, returnTo?: string) {
	return withQuery(`${TEMPLATES_PATH}/${encodeURIComponent(templateId)}/delete`, { [TEMPLATE_PARAM.returnTo]: returnTo })
}
