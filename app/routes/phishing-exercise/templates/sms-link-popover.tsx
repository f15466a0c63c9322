import { useId, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { Popover, PopoverAnchor, PopoverContent } from '#app/components/ui/popover.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { addLink, findLinkAt, isSmsLinkUrl, type SmsLink, updateLink } from './sms-links.ts'
import type * as React from 'react'

/**
 * The SMS Message step's link popover (spec 3 §5 "A link popover in SMS offers Add or Update"), its own
 * chunk (sms-link-tool.tsx loads it on the first press of the Link button). It reads the text area's
 * caret when it opens: inside a link it offers Update with that address, elsewhere Add at the caret (in
 * place of a selection). The text area is changed as typing would (an input event, so the form's
 * checks see it); the focus goes back to it with the caret after the link.
 */
export function SmsLinkPopover({
	open,
	onOpenChange,
	textareaId,
	selection,
	maxLength,
	button,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	textareaId: string
	/** The text area's selection when the Link button was pressed (the focus has left it since). */
	selection: { start: number; end: number }
	maxLength: number
	/** The Link button: the popover's anchor; pressing it while open closes (not closes and reopens). */
	button: React.RefObject<HTMLButtonElement | null>
}) {
	const titleId = useId()
	// Where the caret goes when the popover closes: after the link, or (by default) back where it was.
	const caret = useRef<number | null>(null)
	const interactedOutside = useRef(false)
	const textarea = () => document.getElementById(textareaId) as HTMLTextAreaElement | null
	return (
		<Popover open={open} onOpenChange={onOpenChange}>
			<PopoverAnchor virtualRef={button} />
			<PopoverContent
				align="start"
				className="grid w-[min(24rem,calc(100vw-2rem))] gap-3"
				aria-labelledby={titleId}
				data-testid="sms-link-popover"
				onOpenAutoFocus={() => {
					interactedOutside.current = false
					caret.current = null
				}}
				onInteractOutside={(event) => {
					if (button.current?.contains(event.target as Node)) event.preventDefault()
					else interactedOutside.current = true
				}}
				onCloseAutoFocus={(event) => {
					event.preventDefault()
					// Closed by a click or focus elsewhere: the focus stays there.
					const element = textarea()
					if (interactedOutside.current || !element) return
					element.focus()
					if (caret.current === null) element.setSelectionRange(selection.start, selection.end)
					else element.setSelectionRange(caret.current, caret.current)
				}}
			>
				<LinkForm
					titleId={titleId}
					textarea={textarea}
					selection={selection}
					maxLength={maxLength}
					onDone={(at) => {
						caret.current = at
						onOpenChange(false)
					}}
				/>
			</PopoverContent>
		</Popover>
	)
}

type Problem = 'linkInvalid' | 'linkTooLong' | null

/** The popover's content, mounted each time it opens (so it reads the caret then). */
function LinkForm({
	titleId,
	textarea,
	selection,
	maxLength,
	onDone,
}: {
	titleId: string
	textarea: () => HTMLTextAreaElement | null
	selection: { start: number; end: number }
	maxLength: number
	onDone: (caret: number) => void
}) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const inputId = useId()
	const errorId = `${inputId}-error`
	// The link the caret is in, read once as the popover opens.
	const [link] = useState<SmsLink | null>(() => {
		const value = textarea()?.value
		return value === undefined ? null : findLinkAt(value, selection.start, selection.end)
	})
	const [url, setUrl] = useState(link?.url ?? '')
	const [problem, setProblem] = useState<Problem>(null)
	const input = useRef<HTMLInputElement>(null)

	function apply() {
		const element = textarea()
		if (!element) return
		const value = url.trim()
		if (!isSmsLinkUrl(value)) return refuse('linkInvalid')
		const edit = link ? updateLink(element.value, link, value) : addLink(element.value, selection.start, selection.end, value)
		// Spec 3: the message keeps its length limit.
		if (edit.text.length > maxLength) return refuse('linkTooLong')
		setTextareaValue(element, edit.text)
		onDone(edit.caret)
	}

	function refuse(reason: Exclude<Problem, null>) {
		setProblem(reason)
		input.current?.focus()
	}

	return (
		<>
			<h3 id={titleId} className="text-sm font-semibold">
				{t('message.linkTitle')}
			</h3>
			<div className="grid gap-2">
				<Label htmlFor={inputId}>{t('message.linkUrl')}</Label>
				<Input
					ref={input}
					id={inputId}
					type="url"
					inputMode="url"
					autoComplete="off"
					spellCheck={false}
					placeholder="https://"
					value={url}
					aria-invalid={problem ? true : undefined}
					aria-describedby={problem ? errorId : undefined}
					onChange={(event) => {
						setUrl(event.target.value)
						setProblem(null)
					}}
					onKeyDown={(event) => {
						// Not a form (the popover sits outside the step's form, which Enter must not submit).
						if (event.key === 'Enter') {
							event.preventDefault()
							apply()
						}
					}}
				/>
				<ErrorList id={errorId} errors={problem ? [t(`message.${problem}`, { max: maxLength })] : null} />
			</div>
			<Button type="button" size="sm" className="justify-self-end" onClick={apply}>
				{link ? t('message.linkUpdate') : t('message.linkAdd')}
			</Button>
		</>
	)
}

/** The text area's new text, told to the form as typing would be (conform listens for input events). */
function setTextareaValue(element: HTMLTextAreaElement, text: string) {
	const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
	if (setter) setter.call(element, text)
	else element.value = text
	element.dispatchEvent(new Event('input', { bubbles: true }))
}
