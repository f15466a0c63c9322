import { MODAL_PARAM } from '#app/lib/modals.ts'
import { namedValues, type ValueOf } from '#app/lib/named-values.ts'
import { DOMAIN_MAX, type DomainType, isDomainType } from '#server/shared/custom-domain.ts'

/**
 * The White Label page's URL state, form intents and field limits: what its components need on
 * every load. The zod schemas are in schemas.ts, loaded by the browser only to validate.
 */

export const WHITE_LABEL_PATH = '/settings/white-label'

/** The forms of the page, told apart by their `intent` field. */
export const INTENT = namedValues(['addDomain', 'verifyDomain', 'resetDomain', 'connectGraph', 'resetGraph', 'saveSmtp', 'disableSmtp'])
export type Intent = ValueOf<typeof INTENT>

/** `?modal=…` confirmations (with `&type=` for a domain), so they open without JavaScript. */
export const MODAL = namedValues(['resetDomain', 'resetGraph', 'disableSmtp'])
export type WhiteLabelModal =
	{ kind: typeof MODAL.resetDomain; type: DomainType } | { kind: typeof MODAL.resetGraph } | { kind: typeof MODAL.disableSmtp }

export function parseModal(search: URLSearchParams): WhiteLabelModal | null {
	const modal = search.get(MODAL_PARAM)
	if (modal === MODAL.resetDomain) {
		const type = search.get('type')
		return isDomainType(type) ? { kind: MODAL.resetDomain, type } : null
	}
	if (modal === MODAL.resetGraph || modal === MODAL.disableSmtp) return { kind: modal }
	return null
}

export function modalHref(modal: WhiteLabelModal | null) {
	if (!modal) return WHITE_LABEL_PATH
	const params = new URLSearchParams({ [MODAL_PARAM]: modal.kind })
	if (modal.kind === MODAL.resetDomain) params.set('type', modal.type)
	return `${WHITE_LABEL_PATH}?${params}`
}

/** How the Office Graph consent page sends the browser back (`?graph=…`). */
export const GRAPH_RETURN = ['connected', 'cancelled', 'smtpOn'] as const

export const SMTP_TEXT_MAX = 200
export const ADD_DOMAIN_CONSTRAINT = {
	customDomain: { required: true, maxLength: DOMAIN_MAX },
	type: { required: true },
}
export const SMTP_CONSTRAINT = {
	host: { required: true, maxLength: DOMAIN_MAX },
	port: { required: true, min: 1, max: 65535 },
	username: { required: true, maxLength: SMTP_TEXT_MAX },
	password: { maxLength: SMTP_TEXT_MAX },
	fromAddress: { required: true, maxLength: 254 },
}
