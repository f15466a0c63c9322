// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defineTable, pageOffset, parseTableQuery } from '#app/lib/table-query.ts'
import { currentUrl, renderAt, serverHtmlAt } from '#tests/fixtures/render.tsx'
import { DataTable, type DataTableColumn } from './data-table.tsx'
import { type RowSelectionState } from './row-selection.tsx'
import { SearchBox } from './search-box.tsx'

afterEach(cleanup)

type User = { id: string; name: string; email: string }
const USERS: User[] = Array.from({ length: 57 }, (_, i) => ({
	id: `u${i + 1}`,
	name: `User ${String(i + 1).padStart(2, '0')}`,
	email: `user${i + 1}@acme.test`,
}))

const usersTable = defineTable({ sortColumns: ['name', 'email'], defaultOrderBy: 'name', defaultPageSize: 10 })

const columns: DataTableColumn<User, 'name' | 'email'>[] = [
	{ id: 'name', header: 'Full name', sortBy: 'name', isRowHeader: true, cell: (u) => u.name },
	{ id: 'email', header: 'Email', sortBy: 'email', cell: (u) => u.email },
	{ id: 'status', header: 'Status', cell: () => 'Active' },
]

/** What a loader would do: filter, sort and slice by the URL. */
function usersPage(search: string, users = USERS) {
	const query = parseTableQuery(usersTable, search)
	const found = users
		.filter((u) => !query.searchText || u.name.toLowerCase().includes(query.searchText.toLowerCase()))
		.sort((a, b) => (a[query.orderBy] < b[query.orderBy] ? -1 : 1) * (query.order === 'asc' ? 1 : -1))
	const offset = pageOffset(query)
	return { rows: found.slice(offset, offset + query.pageSize), total: found.length }
}

function UsersPage({ users = USERS, onSelection }: { users?: User[]; onSelection?: (s: RowSelectionState) => void }) {
	const location = useLocation()
	const { rows, total } = usersPage(location.search, users)
	return (
		<>
			<form id="bulk" method="post" />
			<DataTable
				table={usersTable}
				caption="Users"
				toolbar={<SearchBox />}
				columns={columns}
				rows={rows}
				rowKey={(u) => u.id}
				total={total}
				selection={{
					name: 'userIds',
					value: (u) => u.id,
					label: (u) => `Select ${u.name}`,
					form: 'bulk',
					onChange: onSelection,
				}}
			/>
		</>
	)
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })
const pageLink = (name: string) => screen.getByRole('link', { name })

describe('sorting', () => {
	test('sortable headers are links; the sorted column says its order with aria-sort', () => {
		renderAt('/users?status=ACTIVE', () => <UsersPage />)
		expect(header('Full name').getAttribute('aria-sort')).toBe('descending')
		expect(header('Email').hasAttribute('aria-sort')).toBe(false)
		// Name is sorted descending by default: its link flips to ascending, Email starts descending.
		expect(within(header('Full name')).getByRole('link').getAttribute('href')).toBe('/users?status=ACTIVE&order=asc')
		expect(within(header('Email')).getByRole('link').getAttribute('href')).toBe('/users?status=ACTIVE&orderBy=email')
		// A column without sortBy is plain text.
		expect(within(header('Status')).queryByRole('link')).toBeNull()
	})

	test('following a sort link re-sorts, moves aria-sort and returns to the first page', async () => {
		renderAt('/users?pageNumber=2', () => <UsersPage />)
		await act(async () => fireEvent.click(within(header('Email')).getByRole('link')))
		expect(currentUrl()).toBe('/users?orderBy=email')
		expect(header('Email').getAttribute('aria-sort')).toBe('descending')
		expect(header('Full name').hasAttribute('aria-sort')).toBe(false)
		expect(screen.getAllByRole('rowheader')[0].textContent).toBe('User 09')

		await act(async () => fireEvent.click(within(header('Email')).getByRole('link')))
		expect(currentUrl()).toBe('/users?orderBy=email&order=asc')
		expect(header('Email').getAttribute('aria-sort')).toBe('ascending')
		expect(screen.getAllByRole('rowheader')[0].textContent).toBe('User 10')
	})
})

describe('pagination', () => {
	test('first, previous, next and last link to their pages, keeping filters, sort and size', () => {
		renderAt('/users?status=ACTIVE&pageNumber=2&orderBy=email', () => <UsersPage />)
		expect(pageLink('Go to first page').getAttribute('href')).toBe('/users?status=ACTIVE&orderBy=email')
		expect(pageLink('Go to previous page').getAttribute('href')).toBe('/users?status=ACTIVE&pageNumber=1&orderBy=email')
		expect(pageLink('Go to next page').getAttribute('href')).toBe('/users?status=ACTIVE&pageNumber=3&orderBy=email')
		expect(pageLink('Go to last page').getAttribute('href')).toBe('/users?status=ACTIVE&pageNumber=5&orderBy=email')
		expect(screen.getByText('21–30 of 57')).toBeTruthy()
	})

	test('on the first page, first and previous are disabled and have no href', () => {
		renderAt('/users', () => <UsersPage />)
		for (const name of ['Go to first page', 'Go to previous page']) {
			expect(pageLink(name).getAttribute('aria-disabled')).toBe('true')
			expect(pageLink(name).hasAttribute('href')).toBe(false)
		}
		expect(pageLink('Go to next page').getAttribute('href')).toBe('/users?pageNumber=1')
		expect(screen.getByText('1–10 of 57')).toBeTruthy()
	})

	test('on the last page, next and last are disabled', async () => {
		renderAt('/users', () => <UsersPage />)
		await act(async () => fireEvent.click(pageLink('Go to last page')))
		expect(currentUrl()).toBe('/users?pageNumber=5')
		expect(screen.getByText('51–57 of 57')).toBeTruthy()
		expect(screen.getAllByRole('rowheader')).toHaveLength(7)
		for (const name of ['Go to next page', 'Go to last page']) {
			expect(pageLink(name).getAttribute('aria-disabled')).toBe('true')
			expect(pageLink(name).hasAttribute('href')).toBe(false)
		}
		expect(pageLink('Go to previous page').getAttribute('href')).toBe('/users?pageNumber=4')
	})

	test('rows per page is a GET form with the other parameters hidden and the page number dropped', () => {
		renderAt('/users?status=ACTIVE&pageNumber=3&pageSize=25&searchText=user', () => <UsersPage />)
		const select = screen.getByLabelText('Rows per page') as HTMLSelectElement
		expect(select.value).toBe('25')
		expect([...select.options].map((o) => o.value)).toEqual(['5', '10', '25', '50', '100'])
		const form = select.form!
		expect(form.getAttribute('method')).toBe('get')
		expect(form.getAttribute('action')).toBe('/users')
		const hidden = [...form.querySelectorAll('input[type=hidden]')].map((i) => `${i.getAttribute('name')}=${i.getAttribute('value')}`)
		expect(hidden).toEqual(['status=ACTIVE', 'searchText=user'])
		expect(within(form).getByRole('button', { name: 'Apply' })).toBeTruthy()
	})

	test('with JavaScript, choosing a page size navigates at once to the first page', async () => {
		renderAt('/users?pageNumber=3&status=ACTIVE', () => <UsersPage />)
		await act(async () => fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } }))
		expect(currentUrl()).toBe('/users?status=ACTIVE&pageSize=50')
		expect(screen.getAllByRole('rowheader')).toHaveLength(50)
		expect(screen.getByText('1–50 of 57')).toBeTruthy()
	})

	test('with JavaScript, Apply (reached by keyboard) navigates to the same canonical URL', async () => {
		renderAt('/users?pageNumber=3&pageSize=50', () => <UsersPage />)
		const select = screen.getByLabelText('Rows per page') as HTMLSelectElement
		select.value = '10'
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))
		expect(currentUrl()).toBe('/users')
	})

	test('without JavaScript, the server HTML has the Apply button that submits the rows per page', () => {
		const html = serverHtmlAt('/users', () => <UsersPage />)
		expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/)
	})
})

describe('empty states', () => {
	test('no rows and no search: No data', () => {
		renderAt('/users', () => <UsersPage users={[]} />)
		expect(screen.getByRole('cell', { name: 'No data' }).getAttribute('colspan')).toBe('4')
		expect(screen.getByText('0–0 of 0')).toBeTruthy()
		expect(pageLink('Go to next page').getAttribute('aria-disabled')).toBe('true')
	})

	test('no rows for a search: No data was found, try another search', () => {
		renderAt('/users?searchText=nobody', () => <UsersPage />)
		expect(screen.getByRole('cell', { name: 'No data was found, try another search' })).toBeTruthy()
		expect(screen.queryByText('No data')).toBeNull()
	})
})

describe('row selection with JavaScript', () => {
	test('row checkboxes are named by the caller and join its form', () => {
		renderAt('/users', () => <UsersPage />)
		const box = screen.getByRole('checkbox', { name: 'Select User 57' }) as HTMLInputElement
		expect(box.name).toBe('userIds')
		expect(box.value).toBe('u57')
		expect(box.getAttribute('form')).toBe('bulk')
	})

	test('the page checkbox ticks the page, then the banner offers Select all N, then N selected and Clear Selection', async () => {
		const onSelection = vi.fn()
		renderAt('/users', () => <UsersPage onSelection={onSelection} />)
		const pageBox = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement
		expect(screen.queryByText(/on this page are selected/)).toBeNull()

		await act(async () => fireEvent.click(pageBox))
		const rowBoxes = screen.getAllByRole('checkbox', { name: /^Select User/ }) as HTMLInputElement[]
		expect(rowBoxes.every((b) => b.checked)).toBe(true)
		const banner = screen.getByRole('status')
		expect(banner.textContent).toContain('All 10 on this page are selected.')
		expect(document.querySelector('input[name=isAllSelected]')).toBeNull()

		await act(async () => fireEvent.click(within(banner).getByRole('button', { name: 'Select all 57' })))
		expect(banner.textContent).toContain('57 selected')
		const clear = within(banner).getByRole('button', { name: 'Clear Selection' })
		expect(document.activeElement).toBe(clear)
		const hidden = document.querySelector('input[type=hidden][name=isAllSelected]')!
		expect(hidden.getAttribute('value')).toBe('true')
		expect(hidden.getAttribute('form')).toBe('bulk')
		expect(onSelection).toHaveBeenLastCalledWith({
			values: USERS.slice(47)
				.reverse()
				.map((u) => u.id)
				.slice(0, 10),
			isAllSelected: true,
		})

		await act(async () => fireEvent.click(clear))
		expect(rowBoxes.every((b) => !b.checked)).toBe(true)
		expect(banner.textContent).toBe('')
		expect(document.querySelector('input[name=isAllSelected]')).toBeNull()
		expect(document.activeElement).toBe(pageBox)
		expect(onSelection).toHaveBeenLastCalledWith({ values: [], isAllSelected: false })
	})

	test('changing page clears an all-selected state', async () => {
		renderAt('/users', () => <UsersPage />)
		await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' })))
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select all 57' })))
		expect(screen.getByRole('status').textContent).toContain('57 selected')

		await act(async () => fireEvent.click(pageLink('Go to next page')))
		expect(currentUrl()).toBe('/users?pageNumber=1')
		expect(screen.getByRole('status').textContent).toBe('')
		expect(document.querySelector('input[name=isAllSelected]')).toBeNull()
		const rowBoxes = screen.getAllByRole('checkbox', { name: /^Select User/ }) as HTMLInputElement[]
		expect(rowBoxes.some((b) => b.checked)).toBe(false)
		expect((screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).checked).toBe(false)
	})

	test('unticking a row ends the all-selected state; some rows ticked make the page checkbox mixed', async () => {
		renderAt('/users', () => <UsersPage />)
		const pageBox = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement
		await act(async () => fireEvent.click(pageBox))
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select all 57' })))
		await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select User 57' })))
		expect(document.querySelector('input[name=isAllSelected]')).toBeNull()
		expect(screen.getByRole('status').textContent).toBe('')
		expect(pageBox.checked).toBe(false)
		expect(pageBox.indeterminate).toBe(true)
	})

	test('a page that holds every row offers no Select all', async () => {
		renderAt('/users?searchText=User%205', () => <UsersPage />)
		await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' })))
		expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(9)
		expect(screen.getByRole('status').textContent).toBe('')
	})
})

describe('row selection without JavaScript', () => {
	test('no page checkbox (it could not tick rows); Select all N is a checkbox the caller’s form receives', () => {
		const html = serverHtmlAt('/users', () => <UsersPage />)
		expect(html).not.toContain('Select all rows on this page')
		const selectAll = html.match(
			/<label[^>]*><input[^>]*>Select all <!-- -->57<\/label>|<label[^>]*><input[^>]*>Select all 57<\/label>/,
		)?.[0]
		expect(selectAll).toBeTruthy()
		expect(selectAll).toContain('type="checkbox"')
		expect(selectAll).toContain('name="isAllSelected"')
		expect(selectAll).toContain('value="true"')
		expect(selectAll).toContain('form="bulk"')
		// Each row is still a checkbox of the form.
		const row = html.match(/<input type="checkbox"[^>]*value="u57"[^>]*>/)?.[0]
		expect(row).toContain('name="userIds"')
		expect(row).toContain('form="bulk"')
	})
})
