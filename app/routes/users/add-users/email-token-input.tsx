import { useId, useRef, useState } from 'react'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { isValidEmail, joinEmailTokens, splitEmailTokens } from './tokens.ts'

/**
 * The email token input (spec 1 §5): an address becomes a token on space, comma, Enter and blur;
 * a paste adds every address in it (pieces containing "@", duplicates skipped). Each token has a
 * labelled remove button. The form posts the tokens (and any text not yet a token) one per line
 * in `name`, as the no-JavaScript textarea does.
 */
export function EmailTokenInput({
	id,
	name,
	defaultValue,
	inUse,
	invalid,
	describedBy,
}: {
	id: string
	name: string
	defaultValue: string
	/** Addresses the server found already in use: marked as errors. */
	inUse: readonly string[]
	invalid: boolean
	describedBy?: string
}) {
	const { t } = useTranslation('addUsers')
	const [tokens, setTokens] = useState(() => splitEmailTokens(defaultValue))
	const [pending, setPending] = useState('')
	const input = useRef<HTMLInputElement>(null)
	const listId = useId()
	const taken = new Set(inUse.map((e) => e.toLowerCase()))

	const add = (text: string, pasted = false) => {
		const added = splitEmailTokens(text, { existing: tokens, pasted })
		if (added.length) setTokens((current) => [...current, ...added])
	}
	const commitPending = () => {
		if (!pending.trim()) return
		add(pending)
		setPending('')
	}
	const remove = (index: number) => {
		setTokens((current) => current.filter((_, i) => i !== index))
		input.current?.focus()
	}

	return (
		// A click on the box's padding focuses its input, as a text field would; the input itself is the keyboard's way in.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className={cn(
				'flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-background px-2 py-1 shadow-xs',
				'focus-within:border-ring focus-within:outline-2 focus-within:outline-ring',
				invalid && 'border-destructive focus-within:outline-destructive',
			)}
			onClick={(event) => {
				if (event.target === event.currentTarget) input.current?.focus()
			}}
		>
			{tokens.length > 0 ? (
				<ul id={listId} aria-label={t('emails.count', { count: tokens.length })} className="contents" data-testid="email-tokens">
					{tokens.map((token, index) => {
						const bad = !isValidEmail(token) || taken.has(token.toLowerCase())
						return (
							<li
								key={token}
								data-invalid={bad || undefined}
								className={cn(
									'inline-flex max-w-full items-center gap-1 rounded-full border bg-muted py-0.5 ps-2.5 pe-1 text-sm',
									bad && 'border-destructive bg-destructive/10 text-destructive',
								)}
							>
								<span className="truncate">{token}</span>
								<button
									type="button"
									onClick={() => remove(index)}
									aria-label={t('emails.remove', { email: token })}
									className="inline-flex size-5 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
								>
									<Icon name="x" className="size-3" />
								</button>
							</li>
						)
					})}
				</ul>
			) : null}
			<input
				ref={input}
				id={id}
				type="text"
				inputMode="email"
				autoComplete="off"
				spellCheck={false}
				value={pending}
				aria-invalid={invalid || undefined}
				aria-describedby={describedBy}
				className="min-w-40 flex-1 bg-transparent py-1 text-base outline-none md:text-sm"
				onChange={(event) => {
					const value = event.target.value
					// A separator typed (or an autofilled list) turns what precedes it into tokens.
					if (/[\s,]/.test(value)) {
						const last = value.split(/[\s,]+/).pop() ?? ''
						add(value.slice(0, value.length - last.length))
						setPending(last)
					} else {
						setPending(value)
					}
				}}
				onKeyDown={(event) => {
					if (event.key === 'Enter' && pending.trim()) {
						event.preventDefault()
						commitPending()
					} else if (event.key === 'Backspace' && !pending && tokens.length) {
						setTokens((current) => current.slice(0, -1))
					}
				}}
				onBlur={commitPending}
				onPaste={(event) => {
					const text = event.clipboardData.getData('text')
					if (!/[\s,]/.test(text)) return
					event.preventDefault()
					add(text, true)
				}}
			/>
			<input type="hidden" name={name} value={joinEmailTokens(pending.trim() ? [...tokens, pending.trim()] : tokens)} />
		</div>
	)
}
