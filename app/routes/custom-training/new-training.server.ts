import { data } from 'react-router'
import type { Viewer } from '#app/auth/guards.server.ts'
import type { UiMessage } from '#app/components/form-errors.ts'
import { createCustomTraining } from '#app/gateway/custom-training.server.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { NewTrainingSchema } from './builder-schema.ts'
import { editTrainingPath } from './paths.ts'

export type NewTrainingReply = { result: ReturnType<ReturnType<typeof parseSubmission>['reply']>; failure?: UiMessage }

/** The draft is created, then its builder opens. */
export async function createTrainingAction(viewer: Viewer, request: Request) {
	const submission = parseSubmission(await request.formData(), NewTrainingSchema)
	if (submission.status !== 'success') return data<NewTrainingReply>({ result: submission.reply() }, { status: 400 })
	try {
		const { courseId } = await createCustomTraining(viewer.token, viewer.company.id, submission.value)
		return redirectWithToast(request, editTrainingPath(courseId), { type: 'success', message: 'customTraining:builder.created' })
	} catch (error) {
		return data<NewTrainingReply>({ result: submission.reply(), failure: await writeFailure(error, request) }, { status: 400 })
	}
}
