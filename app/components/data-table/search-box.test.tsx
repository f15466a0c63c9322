// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { currentUrl, renderAt, serverHtmlAt } from '#tests/fixtures/render.tsx'
import { HEADER_SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx'

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
	vi.useRealTimers()
	cleanup()
})

/** Lets the memory router finish a navigation (promises only; timers stay fake). */
async function settle() {
	await act(async () => {
		for (let i = 0; i < 5; i++) await Promise.resolve()
	})
}

async function advance(ms: number) {
	await act(async () => {
		vi.advanceTimersByTime(ms)
	})
	await settle()
}

const input = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement

function typeText(text: string) {
	fireEvent.change(input(), { target: { value: text } })
}

describe('SearchBox with JavaScript', () => {
	test('searches 300 ms after the last keystroke, back on the first page, keeping other parameters', async () => {
		renderAt('/users?status=ACTIVE&pageNumber=3&orderBy=email', () => <SearchBox />)
		input().focus()
		typeText('ja')
		await advance(200)
		typeText('jane')
		await advance(299)
		expect(currentUrl()).toBe('/users?status=ACTIVE&pageNumber=3&orderBy=email')
		await advance(1)
		expect(currentUrl()).toBe('/users?status=ACTIVE&orderBy=email&searchText=jane')
		// The search replaces the history entry rather than adding one per keystroke.
		expect(screen.getByTestId('location').dataset.navigation).toBe('REPLACE')
		// Focus and the typed text survive the navigation.
		expect(document.activeElement).toBe(input())
		expect(input().value).toBe('jane')
	})

	test('the header search waits 1000 ms', async () => {
		renderAt('/users', () => <SearchBox debounceMs={HEADER_SEARCH_DEBOUNCE_MS} />)
		typeText('acme')
		await advance(999)
		expect(currentUrl()).toBe('/users')
		await advance(1)
		expect(currentUrl()).toBe('/users?searchText=acme')
	})

	test('text typed while a search is loading is kept, and searched in turn', async () => {
		renderAt('/users', () => <SearchBox />)
		input().focus()
		typeText('ann')
		await act(async () => {
			vi.advanceTimersByTime(300)
		})
		// The navigation for "ann" is under way; the user keeps typing.
		typeText('anna')
		await settle()
		expect(currentUrl()).toBe('/users?searchText=ann')
		expect(input().value).toBe('anna')
		await advance(300)
		expect(currentUrl()).toBe('/users?searchText=anna')
		expect(input().value).toBe('anna')
	})

	test('Enter searches at once; clearing the box removes the search', async () => {
		renderAt('/users?searchText=old&tab=groups', () => <SearchBox />)
		expect(input().value).toBe('old')
		typeText('  new  ')
		await act(async () => fireEvent.submit(input().form!))
		await settle()
		expect(currentUrl()).toBe('/users?searchText=new&tab=groups')
		typeText('')
		await advance(300)
		expect(currentUrl()).toBe('/users?tab=groups')
	})

	test('a header search for another page goes there with only the search, adding a history entry', async () => {
		renderAt('/home?modal=x', () => <SearchBox action="/users/all_users" debounceMs={HEADER_SEARCH_DEBOUNCE_MS} />)
		const form = input().form!
		expect(form.getAttribute('action')).toBe('/users/all_users')
		expect(form.querySelectorAll('input[type=hidden]')).toHaveLength(0)
		typeText('acme')
		await advance(1000)
		expect(currentUrl()).toBe('/users/all_users?searchText=acme')
		expect(screen.getByTestId('location').dataset.navigation).toBe('PUSH')
	})
})

describe('SearchBox without JavaScript', () => {
	test('is a plain GET search form carrying the other parameters and dropping the page number', () => {
		const html = serverHtmlAt('/users?status=ACTIVE&pageNumber=4&searchText=jo&orderBy=email', () => <SearchBox />)
		const form = html.match(/<form[^>]*>/)![0]
		expect(form).toContain('role="search"')
		expect(form).toContain('method="get"')
		expect(form).toContain('action="/users"')
		const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, n, v]) => `${n}=${v}`)
		expect(hidden).toEqual(['status=ACTIVE', 'orderBy=email'])
		const box = html.match(/<input type="search"[^>]*>/)![0]
		expect(box).toContain('name="searchText"')
		expect(box).toContain('value="jo"')
		// The submit button is named Search for a screen reader (its only text; the icon is decorative).
		const button = html.match(/<button[^>]*type="submit"[^>]*>(.*?)<\/button>/)![1]!
		expect(button.replace(/<[^>]*>/g, '')).toBe('Search')
	})
})
