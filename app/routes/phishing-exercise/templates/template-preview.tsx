import { Link } from 'react-router'
import { SmsPreview, TemplatePreviewFrame } from '#app/components/template-preview-frame.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import type { TemplatePreview } from './template-preview.server.ts'

const STATUS_CLASS: Record<string, string> = {
	CORRECT: 'bg-emerald-100 text-emerald-900',
	PARTIAL: 'bg-amber-100 text-amber-900',
	WRONG: 'bg-red-100 text-red-900',
}

/**
 * A template as the preview modal and the wizard's Preview & Save step show it (spec 3 §2): the email
 * (sandboxed frame) or SMS (bubbles), the legend, the answers with their statuses and the callouts, with
 * the show/hide callouts toggle as a link (`toggleHref`) so it works without JavaScript.
 */
export function TemplatePreviewPanel({
	preview,
	toggleHref,
	headingLevel = 2,
}: {
	preview: TemplatePreview
	toggleHref: string
	headingLevel?: 2 | 3
}) {
	const { t, i18n } = useTranslation('phishingExerciseTemplates')
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const time = preview.sms
		? new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date(preview.sms.time))
		: ''
	return (
		<div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
			<div className="grid content-start gap-3">
				<div className="flex flex-wrap items-center justify-between gap-2">
					{preview.layoutType === 'EMAIL' ? (
						<dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
							<dt className="text-muted-foreground">{t('preview.from')}</dt>
							<dd className="break-words">
								{preview.sender}
								<HeaderCalloutMark preview={preview} />
							</dd>
							<dt className="text-muted-foreground">{t('preview.subject')}</dt>
							<dd className="break-words">{preview.subject}</dd>
						</dl>
					) : (
						<span />
					)}
					{preview.callouts.length > 0 ? (
						<Link
							to={toggleHref}
							replace
							preventScrollReset
							className="text-sm text-primary underline-offset-4 hover:underline"
							aria-pressed={preview.showCallouts}
						>
							{preview.showCallouts ? t('preview.hideCallouts') : t('preview.showCallouts')}
						</Link>
					) : null}
				</div>
				{preview.srcDoc !== null ? (
					<TemplatePreviewFrame srcDoc={preview.srcDoc} title={t('preview.emailFrame', { name: preview.name })} />
				) : preview.sms ? (
					<div className="grid gap-2">
						<SmsPreview
							title={t('preview.smsFrame', { name: preview.name })}
							sender={preview.sender}
							pieces={preview.sms.pieces}
							dayLabel={preview.sms.day === 'today' ? t('preview.today') : t('preview.yesterday')}
							timeLabel={time}
						/>
						<HeaderCalloutMark preview={preview} className="justify-self-center" />
					</div>
				) : null}
			</div>
			<div className="grid content-start gap-5">
				<section className="grid gap-2" aria-labelledby="template-legend">
					<Heading id="template-legend" className="font-semibold">
						{t('preview.legend')}
					</Heading>
					<p className="text-sm whitespace-pre-wrap break-words">{preview.legend}</p>
				</section>
				<section className="grid gap-2" aria-labelledby="template-answers">
					<Heading id="template-answers" className="font-semibold">
						{t('preview.answers')}
					</Heading>
					<ul className="grid gap-2">
						{preview.answers.map((answer) => (
							<li key={answer.kind} className="grid gap-1 rounded-md border p-3 text-sm">
								<div className="flex flex-wrap items-center justify-between gap-2">
									<span className="font-medium">{t(`answerKinds.${answer.kind}`)}</span>
									{answer.status ? (
										<span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_CLASS[answer.status])}>
											{t(`answerStatuses.${answer.status as 'CORRECT'}`)}
										</span>
									) : null}
								</div>
								<p className="break-words text-muted-foreground">{answer.description}</p>
							</li>
						))}
					</ul>
				</section>
				{preview.showCallouts && preview.callouts.length > 0 ? (
					<section className="grid gap-2" aria-labelledby="template-callouts">
						<Heading id="template-callouts" className="font-semibold">
							{t('preview.callouts')}
						</Heading>
						<ol className="grid gap-2 text-sm">
							{preview.callouts.map((callout) => (
								<li key={callout.number} className="flex gap-2">
									<span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-600 px-1 text-xs font-bold text-white">
										{callout.place === 'HEADER' ? t('preview.headerCallout') : callout.number}
									</span>
									<span className="break-words">{callout.description}</span>
								</li>
							))}
						</ol>
					</section>
				) : null}
			</div>
		</div>
	)
}

function HeaderCalloutMark({ preview, className }: { preview: TemplatePreview; className?: string }) {
	const { t } = useTranslation('phishingExerciseTemplates')
	if (!preview.showCallouts || !preview.callouts.some((c) => c.place === 'HEADER')) return null
	return (
		<span className={cn('ms-2 inline-flex rounded-full bg-amber-600 px-1.5 text-xs font-bold text-white', className)}>
			{t('preview.headerCallout')}
		</span>
	)
}
