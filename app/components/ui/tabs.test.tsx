// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { TabNav, TabNavLink } from './tabs.tsx'

afterEach(cleanup)

function renderTabs(url: string) {
	const Dashboard = () => {
		const tab = new URL(url, 'http://x').searchParams.get('view') ?? 'all'
		return (
			<>
				<TabNav aria-label="Dashboard">
					<TabNavLink to="/dashboard/users">Users</TabNavLink>
					<TabNavLink to="/dashboard/company">Company</TabNavLink>
				</TabNav>
				<TabNav aria-label="Views">
					<TabNavLink to="?view=all" active={tab === 'all'}>
						All
					</TabNavLink>
					<TabNavLink to="?view=mine" active={tab === 'mine'}>
						Mine
					</TabNavLink>
				</TabNav>
			</>
		)
	}
	const Stub = createRoutesStub([{ path: '/dashboard/:tab', Component: Dashboard }])
	return render(<Stub initialEntries={[url]} />)
}

describe('TabNav', () => {
	test('tabs are links in a labelled nav; the current one has aria-current="page"', () => {
		renderTabs('/dashboard/company?view=mine')
		expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy()
		expect(screen.getByRole('link', { name: 'Company' }).getAttribute('aria-current')).toBe('page')
		expect(screen.getByRole('link', { name: 'Users' }).hasAttribute('aria-current')).toBe(false)
		expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/dashboard/users')
		// Query tabs say which is current themselves.
		expect(screen.getByRole('link', { name: 'Mine' }).getAttribute('aria-current')).toBe('page')
		expect(screen.getByRole('link', { name: 'All' }).hasAttribute('aria-current')).toBe(false)
		expect(screen.queryByRole('tablist')).toBeNull()
	})
})
