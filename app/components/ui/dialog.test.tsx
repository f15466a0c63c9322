import * as DialogPrimitive from '@radix-ui/react-dialog'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import {
	Dialog,
	DialogClose,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogTitle,
	DialogTrigger,
	StaticDialog,
} from '#app/components/ui/dialog.tsx'

function attributesOf(html: string, selector: RegExp) {
	const match = html.match(selector)
	if (!match) throw new Error(`${selector} not in ${html}`)
	return Object.fromEntries(
		[...match[0].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
			name,
			value ?? '',
		]),
	)
}

function InviteDialog({ open }: { open: boolean }) {
	return (
		<Dialog open={open}>
			<DialogTrigger>Invite users</DialogTrigger>
			<DialogContent closeHref="/users">
				<DialogHeader>
					<DialogTitle>Invite users</DialogTitle>
					<DialogDescription>They receive an email with a sign-in link.</DialogDescription>
				</DialogHeader>
				<form method="post">
					<DialogFooter>
						<DialogClose>Cancel</DialogClose>
						<button type="submit">Send invitations</button>
					</DialogFooter>
				</form>
			</DialogContent>
		</Dialog>
	)
}

describe('Dialog on the server', () => {
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
		const html = renderToString(<InviteDialog open />)
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
		const html = renderToString(<InviteDialog open />)
		expect(html).toMatch(/<a[^>]*href="\/users"[^>]*>Cancel<\/a>/)
		expect(html).toMatch(/<a[^>]*href="\/users"[^>]*>.*<span class="sr-only">Close<\/span><\/a>/)
	})

	test('a closed dialog renders only its trigger', () => {
		const html = renderToString(<InviteDialog open={false} />)
		expect(html).toContain('Invite users</button>')
		expect(html).not.toContain('role="dialog"')
		expect(html).not.toContain('Send invitations')
	})

	test('StaticDialog renders the same labelled, modal markup without Radix', () => {
		const html = renderToString(
			<StaticDialog closeHref="/users" closeLabel="Schließen">
				<DialogHeader>
					<DialogTitle>Delete user</DialogTitle>
				</DialogHeader>
			</StaticDialog>,
		)
		const dialog = attributesOf(html, /<div[^>]*role="dialog"[^>]*>/)
		const title = attributesOf(html, /<h2[^>]*>/)
		expect(dialog['aria-modal']).toBe('true')
		expect(dialog['aria-labelledby']).toBe(title.id)
		expect(html).toContain('Delete user</h2>')
		expect(html).toContain('<span class="sr-only">Schließen</span>')
		expect(renderToString(<StaticDialog open={false}>x</StaticDialog>)).toBe('')
	})
})
