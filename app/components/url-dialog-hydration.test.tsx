// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx'
import { WithEnglish } from '#tests/fixtures/render.tsx'
import { expectConsoleError } from '#tests/setup/console-errors.ts'
import { UrlDialog } from './url-dialog.tsx'

function SupportDialog() {
	return (
		<WithEnglish>
			<MemoryRouter initialEntries={['/home?modal=support']}>
				<UrlDialog closeHref="/home">
					<DialogTitle>Contact Support</DialogTitle>
					<DialogDescription>We answer within a day.</DialogDescription>
					<form method="post">
						<label>
							Your Message
							<textarea name="description" defaultValue="" />
						</label>
						<label>
							Email Address
							<input name="email" defaultValue="" />
						</label>
						<label>
							<input type="checkbox" name="copy" /> Send me a copy
						</label>
					</form>
				</UrlDialog>
			</MemoryRouter>
		</WithEnglish>
	)
}

afterEach(() => {
	document.body.innerHTML = ''
})

test('what was typed in a server-drawn dialog before hydration is still there after it', async () => {
	// Known defect, left to the dialog rewrite: React reports an attribute mismatch on hydration. When it
	// is fixed this fails (no console.error comes): remove the line then.
	expectConsoleError()
	// (React's act environment flag, so act() flushes hydration synchronously in this test.)
	;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
	const container = document.createElement('div')
	container.innerHTML = renderToString(<SupportDialog />)
	document.body.append(container)

	// The user types and ticks while the page's JavaScript is still loading.
	const inlineMessage = container.querySelector('textarea')!
	inlineMessage.value = 'The phishing report is empty'
	container.querySelector<HTMLInputElement>('input[name=email]')!.value = 'ada@acme.test'
	container.querySelector<HTMLInputElement>('input[name=copy]')!.checked = true
	inlineMessage.focus()

	await act(async () => {
		hydrateRoot(container, <SupportDialog />)
	})

	const dialog = document.querySelector('[role=dialog]')!
	expect(dialog.closest('[data-slot=static-dialog]'), 'the Radix panel has taken over').toBeNull()
	expect(dialog.querySelector('textarea')!.value).toBe('The phishing report is empty')
	expect(dialog.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('ada@acme.test')
	expect(dialog.querySelector<HTMLInputElement>('input[name=copy]')!.checked).toBe(true)
	expect(document.activeElement).toBe(dialog.querySelector('textarea'))
})
