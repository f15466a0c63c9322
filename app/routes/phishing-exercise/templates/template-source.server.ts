import { data } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import { isNotFoundOrForbidden } from '#app/gateway/errors.ts'
import { getTemplate, type Template } from '#app/gateway/phishing-exercise.server.ts'
import type { PreviewSource } from './template-preview.server.ts'

/** The template the URL names, or the 404 page (missing, or not this company's to see). */
export async function templateOr404(viewer: Viewer, templateId: string): Promise<Template> {
	try {
		return await getTemplate(viewer.token, viewer.company.id, templateId)
	} catch (error) {
		if (isNotFoundOrForbidden(error)) throw data(null, { status: 404 })
		throw error
	}
}

/** A stored template as the previews read it. */
export function previewSourceOf(template: Template): PreviewSource {
	return { ...template, answers: template.answers.map((a) => ({ kind: a.name, status: a.status, description: a.description })) }
}
