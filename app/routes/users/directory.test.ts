import { describe, expect, test } from 'vitest'
import { activeFilterCount, assignedUsersPath, closeDialogHref, openDialogHref, parseSelection, parseUserFilters } from './directory.ts'

describe('users filters in the URL', () => {
	test('repeated parameters become lists; unknown roles and statuses, blanks and repeats are dropped', () => {
		const params = new URLSearchParams(
			'departmentIds=dep_a&departmentIds=dep_a&departmentIds=%20&groupIds=grp_1&roles=owner&roles=root&roles=learner&statuses=DISABLED&statuses=enabled',
		)
		const filters = parseUserFilters(params)
		expect(filters).toEqual({
			departmentIds: ['dep_a'],
			groupIds: ['grp_1'],
			roles: ['owner', 'learner'],
			statuses: ['DISABLED'],
		})
		expect(activeFilterCount(filters)).toBe(5)
	})

	test('at most 100 ids of at most 100 characters each are passed on', () => {
		const params = new URLSearchParams([...Array.from({ length: 150 }, (_, i) => ['groupIds', `g${i}`]), ['groupIds', 'x'.repeat(101)]])
		const { groupIds } = parseUserFilters(params)
		expect(groupIds).toHaveLength(100)
		expect(groupIds.every((id) => id.length <= 100)).toBe(true)
	})
})

describe('row selection in the URL', () => {
	test("ticked ids, or 'Select all' which ignores them", () => {
		expect(parseSelection(new URLSearchParams('userIds=u1&userIds=u2'))).toEqual({
			isAllUsersSelected: false,
			userIds: ['u1', 'u2'],
		})
		expect(parseSelection(new URLSearchParams('userIds=u1&isAllSelected=true'))).toEqual({
			isAllUsersSelected: true,
			userIds: [],
		})
		expect(parseSelection(new URLSearchParams(''))).toEqual({ isAllUsersSelected: false, userIds: [] })
	})
})

describe('dialog URLs', () => {
	const location = { pathname: '/users/departments', search: '?searchText=a&modal=rename&id=dep_1&pageNumber=2' }

	test('closing keeps the list as it was and drops the dialog', () => {
		expect(closeDialogHref(location)).toBe('/users/departments?searchText=a&pageNumber=2')
	})

	test('opening sets the dialog on the current list', () => {
		expect(openDialogHref({ pathname: '/users/groups', search: '?orderBy=name' }, { modal: 'delete', id: 'g 1' })).toBe(
			'/users/groups?orderBy=name&modal=delete&id=g+1',
		)
	})

	test('assigned-users pages live under their list', () => {
		expect(assignedUsersPath('departments', 'dep/1')).toBe('/users/departments/assigned-users/dep%2F1')
		expect(assignedUsersPath('groups', 'grp_1')).toBe('/users/groups/assigned-users/grp_1')
	})
})
