import type { Template, TemplateInput } from '#app/gateway/phishing-exercise.server.ts'
import {
	ANSWER_KINDS,
	type AnswerKind,
	type ContactType,
	contactTypeOf,
	HEADER_CALLOUT_ORDER,
	type LayoutType,
	SAMPLE_SMS,
	type WizardStep,
} from './template-rules.ts'
import type { BackstoryStepValues, CalloutsStepValues, HeaderStepValues, SenderStepValues } from './template-schemas.ts'

/**
 * What the template wizard holds between its steps (kept in the server's draft store, its id in the
 * URL): every step's accepted values, from an empty template, the template being edited, or a layout
 * switch. Pure (no I/O): the wizard's server module loads and saves it.
 */
export type TemplateDraft = {
	layoutType: LayoutType
	/** The template being edited; null for a new one. */
	templateId: string | null
	subject: string
	displayName: string
	email: string
	contactType: ContactType
	phoneNumber: string
	userName: string
	/** SMS: the message text. */
	message: string
	/** Email: the body's HTML and the editor's project data as JSON text ('' for none). */
	html: string
	designData: string
	legend: string
	answers: Array<{ kind: AnswerKind; status: string; description: string }>
	headerEnabled: boolean
	headerText: string
	bodyEnabled: boolean
	callouts: Array<{ anchorText: string; description: string }>
	name: string
	thumbnailUrl: string | null
	/** The steps accepted so far (the stepper's ticks; Save needs them all). */
	done: WizardStep[]
}

/** A new email body: a short sample the editor and the text area both start from. */
export const SAMPLE_EMAIL_HTML =
	'<table width="100%" style="font-family:Arial,sans-serif;font-size:14px;color:#222"><tr><td style="padding:16px">' +
	'<p>Dear colleague,</p><p>Your mailbox is almost full. Please verify your account today to keep receiving messages.</p>' +
	'<p>IT Service Desk</p></td></tr></table>'

export function emptyDraft(layoutType: LayoutType): TemplateDraft {
	return {
		layoutType,
		templateId: null,
		subject: '',
		displayName: '',
		email: '',
		contactType: 'phoneNumber',
		phoneNumber: '',
		userName: '',
		message: layoutType === 'SMS' ? SAMPLE_SMS : '',
		html: layoutType === 'EMAIL' ? SAMPLE_EMAIL_HTML : '',
		designData: '',
		legend: '',
		answers: ANSWER_KINDS.map((kind) => ({ kind, status: '', description: '' })),
		headerEnabled: false,
		headerText: '',
		bodyEnabled: false,
		callouts: [],
		name: '',
		thumbnailUrl: null,
		done: [],
	}
}

/** Editing loads the template by id and fills all steps (spec 3 §4). */
export function draftFromTemplate(template: Template): TemplateDraft {
	const draft = emptyDraft(template.layoutType)
	const sms = template.layoutType === 'SMS'
	const fromPhone = template.fromPhone ?? ''
	const contactType = contactTypeOf(fromPhone)
	const header = template.callouts.find((c) => c.place === 'HEADER')
	const body = template.callouts.filter((c) => c.place === 'BODY').sort((a, b) => a.orderNumber - b.orderNumber)
	return {
		...draft,
		templateId: template.id,
		subject: template.subject,
		displayName: template.fromName ?? '',
		email: template.fromEmail ?? '',
		contactType,
		phoneNumber: contactType === 'phoneNumber' ? fromPhone : '',
		userName: contactType === 'userName' ? fromPhone : '',
		message: sms ? template.html : '',
		html: sms ? '' : template.html,
		designData: !sms && template.designData && typeof template.designData === 'object' ? JSON.stringify(template.designData) : '',
		legend: template.legend,
		answers: ANSWER_KINDS.map((kind) => {
			const answer = template.answers.find((a) => a.name === kind)
			return { kind, status: answer?.status ?? '', description: answer?.description ?? '' }
		}),
		headerEnabled: !!header,
		headerText: header?.description ?? '',
		bodyEnabled: body.length > 0,
		callouts: body.map((c) => ({ anchorText: c.anchorText, description: c.description })),
		name: template.name,
		thumbnailUrl: template.thumbnailUrl,
		done: sms ? ['sender', 'message', 'backstory', 'callouts'] : ['header', 'body', 'backstory', 'callouts'],
	}
}

/**
 * Spec 3 §4: switching the type to SMS resets the body to a sample SMS and clears the design data; to
 * email, the sample email body. The steps of the other layout are no longer done.
 */
export function switchLayout(draft: TemplateDraft, layoutType: LayoutType): TemplateDraft {
	if (draft.layoutType === layoutType) return draft
	return {
		...draft,
		layoutType,
		message: layoutType === 'SMS' ? SAMPLE_SMS : '',
		html: layoutType === 'EMAIL' ? SAMPLE_EMAIL_HTML : '',
		designData: '',
		done: draft.done.filter((step) => step === 'backstory'),
		bodyEnabled: false,
		callouts: [],
	}
}

/** The values of one step (the form's defaults). */
export function stepValues(draft: TemplateDraft, step: WizardStep): Record<string, unknown> {
	switch (step) {
		case 'header':
			return { subject: draft.subject, displayName: draft.displayName, email: draft.email }
		case 'sender':
			return { contactType: draft.contactType, phoneNumber: draft.phoneNumber, userName: draft.userName }
		case 'message':
			return { message: draft.message }
		case 'body':
			return { html: draft.html, designData: draft.designData }
		case 'backstory':
			return { legend: draft.legend, answers: draft.answers }
		case 'callouts':
			return {
				headerEnabled: draft.headerEnabled ? 'on' : '',
				headerText: draft.headerText,
				bodyEnabled: draft.bodyEnabled ? 'on' : '',
				// One row at least: switched on, the body callouts have one that cannot be deleted (spec 3 §5).
				callouts: draft.callouts.length ? draft.callouts : [{ anchorText: '', description: '' }],
			}
		case 'save':
			return { name: draft.name }
	}
}

type StepInput =
	| { step: 'header'; values: HeaderStepValues }
	| { step: 'sender'; values: SenderStepValues }
	| { step: 'message'; values: { message: string } }
	| { step: 'body'; values: { html: string; designData: string } }
	| { step: 'backstory'; values: BackstoryStepValues }
	| { step: 'callouts'; values: CalloutsStepValues }
	| { step: 'save'; values: { name: string } }

/** The draft with one step's accepted values. */
export function applyStep(draft: TemplateDraft, input: StepInput): TemplateDraft {
	let done = draft.done.includes(input.step) ? draft.done : [...draft.done, input.step]
	// A new body text: the callouts' anchors are checked again on their step.
	const changedText =
		(input.step === 'body' && input.values.html !== draft.html) || (input.step === 'message' && input.values.message !== draft.message)
	if (changedText && draft.bodyEnabled) done = done.filter((step) => step !== 'callouts')
	const next = { ...draft, done }
	switch (input.step) {
		case 'header':
			return { ...next, ...input.values }
		case 'sender':
			return { ...next, ...input.values }
		case 'message':
			return { ...next, message: input.values.message }
		case 'body':
			return { ...next, html: input.values.html, designData: input.values.designData }
		case 'backstory':
			return { ...next, legend: input.values.legend, answers: input.values.answers }
		case 'callouts': {
			const { headerEnabled, headerText, bodyEnabled, callouts } = input.values
			return { ...next, headerEnabled, headerText, bodyEnabled, callouts: bodyEnabled ? callouts : [] }
		}
		case 'save':
			return { ...next, name: input.values.name }
	}
}

/** The callouts as the gateway stores them: the header callout 0, body callouts 1 and up (spec 3 §3). */
export function calloutsOf(draft: TemplateDraft): TemplateInput['callouts'] {
	const header = draft.headerEnabled
		? [{ anchor: 'header', anchorText: '', description: draft.headerText, orderNumber: HEADER_CALLOUT_ORDER, place: 'HEADER' as const }]
		: []
	const body = draft.bodyEnabled
		? draft.callouts.map((c, i) => ({
				anchor: `body-${i + 1}`,
				anchorText: c.anchorText,
				description: c.description,
				orderNumber: i + 1,
				place: 'BODY' as const,
			}))
		: []
	return [...header, ...body]
}

/** The gateway's create/update input of a finished draft. */
export function templateInputOf(draft: TemplateDraft, thumbnail: Blob | null): TemplateInput {
	const sms = draft.layoutType === 'SMS'
	let designData: unknown = null
	if (!sms && draft.designData) {
		try {
			designData = JSON.parse(draft.designData)
		} catch {
			designData = null
		}
	}
	return {
		name: draft.name,
		layoutType: draft.layoutType,
		subject: sms ? '' : draft.subject,
		fromName: sms ? null : draft.displayName,
		fromEmail: sms ? null : draft.email,
		fromPhone: sms ? (draft.contactType === 'phoneNumber' ? draft.phoneNumber : draft.userName) : null,
		legend: draft.legend,
		html: sms ? draft.message : draft.html,
		designData,
		answers: draft.answers.map((a) => ({
			name: a.kind,
			status: a.status === 'CORRECT' || a.status === 'PARTIAL' || a.status === 'WRONG' ? a.status : null,
			description: a.description,
		})),
		callouts: calloutsOf(draft),
		thumbnail,
	}
}
