import * as DialogPrimitive from '@radix-ui/react-dialog'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx'
import { I18nProvider } from '#app/i18n/react.tsx'
import { loadResources } from '#app/i18n/resources.ts'
import { WithEnglish } from '#tests/fixtures/render.tsx'
import { UrlDialog, UrlDialogClose } from './url-dialog.tsx'
import type * as React from 'react'

function attributesOf(html: string, selector: RegExp) {
	const match = html.match(selector)
	if (!match) throw new Error(`${selector} not in ${html}`)
	return Object.fromEntries([...match[0].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']))
}

const onServer = (element: React.ReactNode) =>
	renderToString(
		<WithEnglish>
			<MemoryRouter initialEntries={['/users?modal=invite']}>{element}</MemoryRouter>
		</WithEnglish>,
	)

function InviteDialog({ open, closeLabel }: { open: boolean; closeLabel?: string }) {
	return (
		<UrlDialog open={open} closeHref="/users" closeLabel={closeLabel}>
			<DialogHeader>
				<DialogTitle>Invite users</DialogTitle>
				<DialogDescription>They receive an email with a sign-in link.</DialogDescription>
			</DialogHeader>
			<form method="post">
				<DialogFooter>
					<UrlDialogClose>Cancel</UrlDialogClose>
					<button type="submit">Send invitations</button>
				</DialogFooter>
			</form>
		</UrlDialog>
	)
}

describe('UrlDialog on the server', () => {
	test('Radix’s own portal renders nothing on the server, even with forceMount', () => {
		const html = renderToString(
			<DialogPrimitive.Root open>
				<DialogPrimitive.Portal forceMount>
					<DialogPrimitive.Content forceMount>
						<DialogPrimitive.Title>Portal title</DialogPrimitive.Title>
					</DialogPrimitive.Content>
				</DialogPrimitive.Portal>
			</DialogPrimitive.Root>,
		)
		expect(html).not.toContain('Portal title')
	})

	test('an open dialog’s title and form are in the server-rendered HTML', () => {
		const html = onServer(<InviteDialog open />)
		expect(html).toContain('Invite users</h2>')
		expect(html).toContain('They receive an email with a sign-in link.')
		expect(html).toContain('<form method="post">')

		const dialog = attributesOf(html, /<div[^>]*role="dialog"[^>]*>/)
		expect(dialog['aria-modal']).toBe('true')
		const title = attributesOf(html, /<h2[^>]*>/)
		expect(title.id).toBeTruthy()
		expect(dialog['aria-labelledby']).toBe(title.id)
	})

	test('without JavaScript, close and cancel are links to the close URL', () => {
		const html = onServer(<InviteDialog open />)
		expect(html).toMatch(/<a[^>]*href="\/users"[^>]*>Cancel<\/a>/)
		expect(html).toMatch(/<a[^>]*href="\/users"[^>]*>.*<span class="sr-only">Close<\/span><\/a>/)
	})

	test('the close button is named in the page’s language, or as the caller names it', async () => {
		const german = await loadResources('de', ['sign-in'])
		const html = renderToString(
			<I18nProvider lng="de" resources={german}>
				<MemoryRouter initialEntries={['/users?modal=invite']}>
					<InviteDialog open />
				</MemoryRouter>
			</I18nProvider>,
		)
		expect(html).toContain('<span class="sr-only">Schließen</span>')
		expect(onServer(<InviteDialog open closeLabel="Dismiss" />)).toContain('<span class="sr-only">Dismiss</span>')
	})

	test('a dialog the URL does not ask for renders nothing', () => {
		expect(onServer(<InviteDialog open={false} />)).toBe('')
	})

	test('a dialog that cannot be closed has no close button and no backdrop link', () => {
		const html = onServer(
			<UrlDialog>
				<DialogTitle>Boost Trial Ended</DialogTitle>
			</UrlDialog>,
		)
		expect(html).toContain('role="dialog"')
		expect(html).not.toContain('href="/users"')
	})
})
