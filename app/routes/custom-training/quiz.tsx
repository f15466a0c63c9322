import { getCollectionProps, getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Form, Link, useLocation } from 'react-router'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors } from '#app/components/form-errors.ts'
import { PageHeader, BackLink, PageLayout } from '#app/components/page-layout.tsx'
import { Section } from '#app/components/section.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { useLazyForm } from '#app/components/use-lazy-form.ts'
import type { QuizQuestion } from '#app/gateway/custom-training.server.ts'
import { metaTranslator, useTranslation, useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'
import { MODAL_PARAM, pathWithDialog } from '#app/lib/modals.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator } from '#app/lib/use-lazy-validation.ts'
import { ANSWER_MAX, QUESTION_MAX } from '#server/shared/custom-training-limits.ts'
import { ConfirmDialogPanel } from './confirm-dialog-panel.ts'
import { editTrainingPath as outlinePath, quizQuestionsPath as quizPath } from './paths.ts'
import { CSV_FIELD, QUIZ_CSV_TEMPLATE_HREF } from './quiz-csv.ts'
import { ANSWER_FIELDS, ANSWER_NUMBERS, EDIT_PARAM, QUIZ_INTENT, QUIZ_MODAL, QUIZ_MODAL_ID } from './quiz-options.ts'
import { loadQuiz, quizAction, type QuizActionData } from './quiz.server.ts'
import type { Route } from './+types/quiz'

export const handle = textsHandle('custom-training')

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = metaTranslator(matches)
	return [{ title: loaderData ? [loaderData.chapter.name, loaderData.course.name].join(' · ') : t('common:errors.notFoundTitle') }]
}

export const loader = (args: Route.LoaderArgs) => loadQuiz(args)

export const action = (args: Route.ActionArgs) => quizAction(args)

const loadValidation = lazyValidator(() => import('./quiz-schema.ts').then((m) => m.QuestionFormSchema))

const QUESTION_LIST_ID = 'quiz-question-list'

/** A custom training's quiz chapter (spec 2 §4, §5): its questions, a question added, edited or deleted, and the CSV import. */
export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
	useAreaTexts('custom-training')
	const { t } = useTranslation('customTraining')
	const location = useLocation()
	const { course, chapter, questions, editing, deleting } = loaderData
	const reply = actionData as QuizActionData | undefined
	const here = quizPath(course.id, chapter.id)
	const withDialog = (set: Record<string, string | undefined>) =>
		pathWithDialog(`${location.pathname}${location.search}`, [MODAL_PARAM, QUIZ_MODAL_ID], set)
	const deleteHref = (n: number) => withDialog({ [MODAL_PARAM]: QUIZ_MODAL.deleteQuestion, [QUIZ_MODAL_ID]: String(n) })
	return (
		<PageLayout>
			<BackLink to={outlinePath(course.id)}>{t('quizAndVideo.backToOutline')}</BackLink>
			<PageHeader title={chapter.name} description={t('quizAndVideo.quiz.description', { course: course.name })} />
			<FailureAlert t={t} failure={loaderData.failure} />

			<Section
				id="quiz-questions"
				title={t('quizAndVideo.quiz.questionsTitle')}
				description={t('quizAndVideo.quiz.count', { count: questions.length })}
			>
				{questions.length === 0 ? <p className="text-sm text-muted-foreground">{t('quizAndVideo.quiz.empty')}</p> : null}
				<ol id={QUESTION_LIST_ID} tabIndex={-1} className="grid gap-4 outline-none" aria-label={t('quizAndVideo.quiz.questionsTitle')}>
					{questions.map((question, index) =>
						editing === index ? (
							<li key={`edit-${index}`} className="rounded-md border p-4">
								<QuestionForm
									key={question.question}
									intent={QUIZ_INTENT.edit}
									index={index}
									question={question}
									reply={reply}
									action={`${here}?${EDIT_PARAM}=${index + 1}`}
									cancelTo={here}
								/>
							</li>
						) : (
							<QuestionItem
								key={`${index}-${question.question}`}
								question={question}
								index={index}
								here={here}
								deleteHref={deleteHref(index + 1)}
							/>
						),
					)}
				</ol>
			</Section>

			<Section id="quiz-add" title={t('quizAndVideo.quiz.addTitle')} className="max-w-2xl">
				<QuestionForm key={questions.length} intent={QUIZ_INTENT.add} reply={reply} action={here} />
			</Section>

			<CsvImport here={here} reply={reply} />

			{deleting ? (
				<ConfirmDialogPanel
					open
					data-testid="delete-question-dialog"
					title={t('quizAndVideo.quiz.deleteTitle')}
					description={t('quizAndVideo.quiz.deleteDescription', { n: deleting.index + 1, question: deleting.question })}
					closeHref={withDialog({})}
					form={{
						action: here,
						fields: { intent: QUIZ_INTENT.delete, index: String(deleting.index), expected: deleting.question },
					}}
					confirmLabel={t('quizAndVideo.quiz.deleteConfirm')}
					destructive
					returnFocusTo={QUESTION_LIST_ID}
				/>
			) : null}
		</PageLayout>
	)
}

function QuestionItem({ question, index, here, deleteHref }: { question: QuizQuestion; index: number; here: string; deleteHref: string }) {
	const { t } = useTranslation('customTraining')
	const n = index + 1
	const headingId = `question-${n}-title`
	return (
		<li className="grid gap-3 rounded-md border p-4" aria-labelledby={headingId}>
			<div className="flex flex-wrap items-start justify-between gap-2">
				<div className="grid gap-1">
					<h3 id={headingId} className="text-sm font-medium text-muted-foreground">
						{t('quizAndVideo.quiz.questionNumber', { n })}
					</h3>
					<p className="font-medium break-words whitespace-pre-line">{question.question}</p>
				</div>
				<div className="flex items-center gap-2">
					<Button asChild variant="outline" size="sm">
						<Link to={`${here}?${EDIT_PARAM}=${n}`} aria-label={t('quizAndVideo.quiz.editLabel', { n })} preventScrollReset>
							{t('quizAndVideo.quiz.edit')}
						</Link>
					</Button>
					<Button asChild variant="outline" size="sm">
						<Link to={deleteHref} aria-label={t('quizAndVideo.quiz.deleteLabel', { n })} preventScrollReset>
							{t('quizAndVideo.quiz.delete')}
						</Link>
					</Button>
				</div>
			</div>
			<ol className="grid gap-1 text-sm">
				{question.answers.map((answer, i) =>
					answer ? (
						<li key={i} className="flex flex-wrap items-center gap-2" data-correct={question.correctAnswer === i + 1 || undefined}>
							<span className="text-muted-foreground">{t('quizAndVideo.quiz.answerNumber', { n: i + 1 })}:</span>
							<span className="break-words">{answer}</span>
							{question.correctAnswer === i + 1 ? <Badge variant="success">{t('quizAndVideo.quiz.correctMark')}</Badge> : null}
						</li>
					) : null,
				)}
			</ol>
		</li>
	)
}

/** The add form, or the edit form of one question (`index`). */
function QuestionForm({
	intent,
	index,
	question,
	reply,
	action,
	cancelTo,
}: {
	intent: typeof QUIZ_INTENT.add | typeof QUIZ_INTENT.edit
	index?: number
	question?: QuizQuestion
	reply: QuizActionData | undefined
	action: string
	cancelTo?: string
}) {
	const { t } = useTranslation('customTraining')
	const ownReply = reply && reply.intent === intent ? reply : undefined
	const [form, fields] = useLazyForm({
		id: intent === QUIZ_INTENT.add ? 'quiz-question-add' : `quiz-question-edit-${index}`,
		lastResult: ownReply && 'result' in ownReply ? ownReply.result : undefined,
		defaultValue: question
			? {
					question: question.question,
					answer1: question.answers[0],
					answer2: question.answers[1],
					answer3: question.answers[2],
					answer4: question.answers[3],
					correctAnswer: String(question.correctAnswer),
				}
			: undefined,
		loadValidation,
	})
	const pending = useIsPending({ intent, formAction: action.split('?')[0] })
	const errors = (list: string[] | undefined) =>
		translateErrors(t, list, (message) => ({ max: message.includes('answer') ? ANSWER_MAX : QUESTION_MAX }))
	const answersError = form.allErrors['answers']
	const answersErrorId = `${form.id}-answers-error`
	return (
		<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-4">
			<input type="hidden" name="intent" value={intent} />
			{question && index !== undefined ? (
				<>
					<h3 className="font-medium">{t('quizAndVideo.quiz.editTitle', { n: index + 1 })}</h3>
					<input type="hidden" name="index" value={index} />
					<input type="hidden" name="expected" value={question.question} />
				</>
			) : null}
			{ownReply?.failure ? <FailureAlert t={t} failure={ownReply.failure} /> : null}
			<Field label={t('quizAndVideo.quiz.question')} errors={errors(fields.question.errors)}>
				<Textarea {...getTextareaProps(fields.question)} rows={2} maxLength={QUESTION_MAX} />
			</Field>
			<div className="grid gap-3 sm:grid-cols-2">
				{ANSWER_FIELDS.map((name, i) => (
					<Field key={name} label={t('quizAndVideo.quiz.answerNumber', { n: i + 1 })} errors={errors(fields[name].errors)}>
						<Input {...getInputProps(fields[name], { type: 'text' })} maxLength={ANSWER_MAX} />
					</Field>
				))}
			</div>
			<p className="text-sm text-muted-foreground">{t('quizAndVideo.quiz.blankAnswersHint')}</p>
			{/* conform shows a field's error once a submit has validated that name: the two-answers rule needs one. */}
			<input type="hidden" name="answers" value="" />
			<ErrorList id={answersErrorId} errors={errors(answersError)} />
			<fieldset className="grid gap-2" aria-describedby={fields.correctAnswer.errors ? fields.correctAnswer.errorId : undefined}>
				<legend className="mb-2 text-sm font-medium">{t('quizAndVideo.quiz.correctAnswer')}</legend>
				<div className="flex flex-wrap gap-4">
					{getCollectionProps(fields.correctAnswer, { type: 'radio', options: [...ANSWER_NUMBERS] }).map(({ key, ...props }) => (
						<div key={key} className="flex items-center gap-2">
							<input {...props} className="size-4 accent-primary" />
							<Label htmlFor={props.id} className="font-normal">
								{t('quizAndVideo.quiz.answerNumber', { n: Number(props.value) })}
							</Label>
						</div>
					))}
				</div>
				<ErrorList id={fields.correctAnswer.errorId} errors={errors(fields.correctAnswer.errors)} />
			</fieldset>
			<ErrorList id={form.errorId} errors={errors(form.errors)} />
			<div className="flex flex-wrap items-center gap-2">
				<StatusButton type="submit" pending={pending}>
					{intent === QUIZ_INTENT.add ? t('quizAndVideo.quiz.add') : t('quizAndVideo.quiz.save')}
				</StatusButton>
				{cancelTo ? (
					<Button asChild variant="ghost">
						<Link to={cancelTo} preventScrollReset>
							{t('quizAndVideo.quiz.cancel')}
						</Link>
					</Button>
				) : null}
			</div>
		</Form>
	)
}

/** The CSV import: a plain multipart form; a refused file lists every problem and imports nothing. */
function CsvImport({ here, reply }: { here: string; reply: QuizActionData | undefined }) {
	const { t } = useTranslation('customTraining')
	const importing = useIsPending({ intent: QUIZ_INTENT.import })
	const result = reply?.intent === QUIZ_INTENT.import ? reply : undefined
	const problems = result?.problems ?? []
	const problemsId = 'quiz-import-problems'
	return (
		<Section id="quiz-import" title={t('quizAndVideo.csv.title')} description={t('quizAndVideo.csv.description')} className="max-w-2xl">
			<a
				href={QUIZ_CSV_TEMPLATE_HREF}
				download="quiz-template.csv"
				className="w-fit text-sm text-primary underline-offset-4 hover:underline"
			>
				{t('quizAndVideo.csv.template')}
			</a>
			<Form method="post" action={here} encType="multipart/form-data" preventScrollReset className="grid gap-4">
				<input type="hidden" name="intent" value={QUIZ_INTENT.import} />
				<FailureAlert t={t} failure={result?.failure} />
				<Field label={t('quizAndVideo.csv.file')}>
					<Input
						type="file"
						name={CSV_FIELD}
						accept=".csv,text/csv"
						required
						aria-invalid={problems.length > 0 || undefined}
						aria-describedby={problems.length > 0 ? problemsId : undefined}
					/>
				</Field>
				{problems.length > 0 ? (
					<div id={problemsId} role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
						<p className="font-medium text-destructive">{t('quizAndVideo.csv.failedTitle')}</p>
						<ul className="list-disc ps-5" data-testid="import-problems">
							{problems.map((problem, i) => (
								<li key={i}>{t(problem.message, problem.values)}</li>
							))}
						</ul>
					</div>
				) : null}
				<div>
					<StatusButton type="submit" pending={importing}>
						{t('quizAndVideo.csv.submit')}
					</StatusButton>
				</div>
			</Form>
		</Section>
	)
}
