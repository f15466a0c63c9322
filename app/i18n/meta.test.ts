import { expect, test } from 'vitest'
import { pageTitle } from './react.tsx'
import { loadResources } from './resources.ts'

const rootIn = (locale: string) => [
	{ id: 'root', loaderData: { locale } },
	{ id: 'routes/users/all-users', loaderData: null },
]

test('a page’s title is in the viewer’s language, most specific part first', async () => {
	await loadResources('de')
	await loadResources('he')
	expect(pageTitle(rootIn('de'), 'users:tabs.allUsers', 'users:title')).toEqual([{ title: 'Alle Benutzer · Benutzer' }])
	expect(pageTitle(rootIn('he'), 'settings:tabs.general', 'settings:title')).toEqual([{ title: 'כללי · הגדרות' }])
})

test('an unknown locale in the root data reads as English', async () => {
	await loadResources('en')
	expect(pageTitle(rootIn('xx'), 'auth:login.title')).toEqual([{ title: 'Admin Login' }])
})
