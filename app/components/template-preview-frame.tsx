import { cn } from '#app/lib/utils.ts'

/**
 * A phishing template's email preview (spec 3 §2 "Template preview modal", ARCHITECTURE.md "user-authored
 * HTML … is sanitised and previewed in a sandboxed frame"): `srcDoc` is the document the server built with
 * the sanitiser's preview-document function (server/shared/template-html.ts: sanitised again, with a CSP
 * meta tag that blocks every load). The frame is sandboxed without allow-scripts and allow-same-origin, so
 * even markup that slipped through runs nothing and reaches neither the console's origin nor its cookies;
 * no referrer leaves it. Used by the template preview, the wizard's Preview & Save step, the campaign
 * wizard and the report dialogs.
 */
export function TemplatePreviewFrame({ srcDoc, title, className }: { srcDoc: string; title: string; className?: string }) {
	return (
		<iframe
			data-slot="template-preview-frame"
			sandbox=""
			srcDoc={srcDoc}
			referrerPolicy="no-referrer"
			loading="lazy"
			title={title}
			className={cn('h-[32rem] w-full rounded-md border bg-white', className)}
		/>
	)
}

/**
 * A piece of an SMS text; `callout` is the number of the callout whose anchor it is (drawn as a numbered mark,
 * one mark for the consecutive pieces of that anchor); `link` when it is (part of) a link in the text.
 */
export type SmsPiece = { text: string; callout: number | null; link?: boolean }

/**
 * An SMS template's preview: the sender, then the message as a bubble under 'Today' or 'Yesterday' and
 * a time (decoration only, spec 3 §2). The text is drawn as text (never as HTML); callout anchors are
 * numbered marks when the callouts are shown. Links look like links but are plain spans (spec 3 §5: a
 * preview's links are not clickable): no anchor element, no address to follow.
 */
export function SmsPreview({
	title,
	sender,
	pieces,
	dayLabel,
	timeLabel,
	className,
}: {
	title: string
	sender: string
	pieces: readonly SmsPiece[]
	dayLabel: string
	timeLabel: string
	className?: string
}) {
	return (
		<figure
			data-slot="sms-preview"
			aria-label={title}
			className={cn(
				'mx-auto grid w-full max-w-sm gap-3 rounded-3xl border-8 border-neutral-800 bg-neutral-50 p-4 text-neutral-900',
				className,
			)}
		>
			<figcaption className="border-b border-neutral-200 pb-2 text-center text-sm font-semibold break-words">{sender}</figcaption>
			<p className="text-center text-xs text-neutral-500">
				<span>{dayLabel}</span> <time>{timeLabel}</time>
			</p>
			<p className="w-fit max-w-[85%] rounded-2xl rounded-ss-sm bg-neutral-200 px-3 py-2 text-sm whitespace-pre-wrap break-words">
				{groupByCallout(pieces).map((group, index) =>
					group.callout === null ? (
						<SmsText key={index} pieces={group.pieces} />
					) : (
						<mark key={index} data-callout={group.callout} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
							<SmsText pieces={group.pieces} />
							<sup className="ms-0.5 rounded-full bg-amber-600 px-1 text-[0.65rem] font-bold text-white">{group.callout}</sup>
						</mark>
					),
				)}
			</p>
		</figure>
	)
}

/** Consecutive pieces of one callout's anchor (cut where a link starts or ends inside it) become one mark. */
function groupByCallout(pieces: readonly SmsPiece[]) {
	const groups: Array<{ callout: number | null; pieces: SmsPiece[] }> = []
	for (const piece of pieces) {
		const last = groups.at(-1)
		if (last && piece.callout !== null && last.callout === piece.callout) last.pieces.push(piece)
		else groups.push({ callout: piece.callout, pieces: [piece] })
	}
	return groups
}

function SmsText({ pieces }: { pieces: readonly SmsPiece[] }) {
	return pieces.map((piece, index) =>
		piece.link ? (
			<span key={index} data-sms-link="" className="text-blue-700 underline underline-offset-2">
				{piece.text}
			</span>
		) : (
			<span key={index}>{piece.text}</span>
		),
	)
}
