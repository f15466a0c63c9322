import { useRef, useState } from 'react'
import { lazyPanel } from '#app/components/lazy-panel.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

// The Radix popover and the link editing arrive with the first press (or a pointer or focus on the
// button): the wizard's first load does not carry them.
const SmsLinkPopover = lazyPanel('sms-link-popover', () => import('./sms-link-popover.tsx').then((m) => m.SmsLinkPopover))

/**
 * The Message step's Link button (spec 3 §5 "A link popover in SMS offers Add or Update"), drawn only
 * after hydration: without JavaScript a link is typed into the text. It remembers the text area's
 * selection as it is pressed and opens the popover there.
 */
export function SmsLinkTool({ textareaId, maxLength }: { textareaId: string; maxLength: number }) {
	const { t } = useTranslation('phishingExerciseTemplates')
	const [open, setOpen] = useState(false)
	const [selection, setSelection] = useState<{ start: number; end: number } | null>(null)
	const button = useRef<HTMLButtonElement>(null)
	const preload = () => void SmsLinkPopover.preload().catch(() => {})

	function onPress() {
		if (open) return setOpen(false)
		const textarea = document.getElementById(textareaId) as HTMLTextAreaElement | null
		if (!textarea) return
		const start = textarea.selectionStart
		const end = textarea.selectionEnd
		SmsLinkPopover.preload().then(
			() => {
				setSelection({ start, end })
				setOpen(true)
			},
			() => {}, // no chunk (offline, a new deployment): the next press tries again
		)
	}

	return (
		<div className="flex items-center gap-1" data-testid="sms-toolbar">
			<Button
				ref={button}
				type="button"
				variant="outline"
				size="sm"
				aria-haspopup="dialog"
				aria-expanded={open}
				onPointerEnter={preload}
				onFocus={preload}
				onClick={onPress}
			>
				{t('message.link')}
			</Button>
			{selection ? (
				<SmsLinkPopover
					open={open}
					onOpenChange={setOpen}
					textareaId={textareaId}
					selection={selection}
					maxLength={maxLength}
					button={button}
				/>
			) : null}
		</div>
	)
}
