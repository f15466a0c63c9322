import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { action } from './language.tsx'

function post(fields: Record<string, string>) {
	const request = new Request('http://localhost:3000/resources/language', {
		method: 'POST',
		body: new URLSearchParams(fields),
	})
	return action({
		request,
		url: new URL(request.url),
		params: {},
		context: new RouterContextProvider(),
	} as never) as Promise<Response>
}

describe('the language form', () => {
	test('keeps the choice and returns to the page it was posted from', async () => {
		const response = await post({ lng: 'de', redirectTo: '/users/all_users?pageNumber=2' })
		expect(response.headers.get('Location')).toBe('/users/all_users?pageNumber=2')
		expect(response.headers.get('Set-Cookie')).toMatch(/^lng=/)
	})

	test.each(['/.//evil.example', '/../\\evil.example', '//evil.example', 'https://evil.example'])(
		'redirectTo=%j does not leave our origin',
		async (redirectTo) => {
			for (const lng of ['de', 'xx']) {
				const response = await post({ lng, redirectTo })
				expect(response.status).toBe(302)
				expect(response.headers.get('Location')).toBe('/')
			}
		},
	)
})
