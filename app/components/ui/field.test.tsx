import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'

/** Attributes of the first `<tag …>` in server HTML. */
function attributesOf(html: string, tag: string) {
	const match = html.match(new RegExp(`<${tag}\\b([^>]*)>`))
	if (!match) throw new Error(`no <${tag}> in ${html}`)
	return Object.fromEntries([...match[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']))
}

function elementWithId(html: string, id: string) {
	const match = html.match(new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`))
	return match?.[2]
}

describe('Field', () => {
	test('the label is linked to the input, which keeps its name for native submission', () => {
		const html = renderToString(
			<Field label="Email">
				<Input name="email" type="email" />
			</Field>,
		)
		const label = attributesOf(html, 'label')
		const input = attributesOf(html, 'input')
		expect(input.id).toBeTruthy()
		expect(label.for).toBe(input.id)
		expect(input.name).toBe('email')
		expect(input).not.toHaveProperty('aria-invalid')
		expect(input).not.toHaveProperty('aria-describedby')
	})

	test('errors mark the input invalid and describe it with the error list', () => {
		const html = renderToString(
			<Field label="Email" id="invite-email" errors={['Email is required', 'Email is invalid']}>
				<Input name="email" />
			</Field>,
		)
		const input = attributesOf(html, 'input')
		expect(input.id).toBe('invite-email')
		expect(attributesOf(html, 'label').for).toBe('invite-email')
		expect(input['aria-invalid']).toBe('true')
		expect(input['aria-describedby']?.split(' ')).toContain('invite-email-error')
		const errors = elementWithId(html, 'invite-email-error')
		expect(errors).toContain('Email is required')
		expect(errors).toContain('Email is invalid')
	})

	test('a description is announced with the errors, and the control’s own ids are kept', () => {
		const html = renderToString(
			<Field label="Password" description="At least 12 characters" errors={['Too short']}>
				<Input id="password" name="password" type="password" aria-describedby="password-rules" />
			</Field>,
		)
		const input = attributesOf(html, 'input')
		expect(input.id).toBe('password')
		expect(input['aria-describedby']?.split(' ')).toEqual(['password-error', 'password-description', 'password-rules'])
		expect(elementWithId(html, 'password-description')).toBe('At least 12 characters')
		expect(elementWithId(html, 'password-error')).toContain('Too short')
	})

	test('no error element is rendered while the field is valid', () => {
		const html = renderToString(
			<Field label="Name" id="name" errors={[]}>
				<Input name="name" />
			</Field>,
		)
		expect(html).not.toContain('id="name-error"')
	})

	test('a checkbox field puts the native checkbox before its label', () => {
		const html = renderToString(
			<Field label="Send an invitation email" orientation="horizontal" id="notify">
				<Checkbox name="notify" value="on" defaultChecked />
			</Field>,
		)
		const input = attributesOf(html, 'input')
		expect(input.type).toBe('checkbox')
		expect(input.name).toBe('notify')
		expect(html.indexOf('<input')).toBeLessThan(html.indexOf('<label'))
		expect(attributesOf(html, 'label').for).toBe('notify')
	})
})
