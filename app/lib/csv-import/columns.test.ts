import { describe, expect, test } from 'vitest'
import { CSV_COLUMNS, guessColumnMapping, normalizeHeader, REQUIRED_CSV_COLUMNS } from './columns.ts'

describe('CSV columns', () => {
	test('the columns are those of the spec CSV form, email and department required', () => {
		expect(CSV_COLUMNS).toEqual(['email', 'department', 'group', 'name', 'lastName'])
		expect(REQUIRED_CSV_COLUMNS).toEqual(['email', 'department'])
	})

	test('header names are compared without case, spaces, punctuation, accents or bracketed notes', () => {
		expect(normalizeHeader('  First Name [Required] ')).toBe('firstname')
		expect(normalizeHeader('E-mail')).toBe('email')
		expect(normalizeHeader('user_principal.name')).toBe('userprincipalname')
		expect(normalizeHeader('Prénom')).toBe('prenom')
		expect(normalizeHeader('Email (work)')).toBe('email')
		expect(normalizeHeader('[Email]')).toBe('email')
	})

	test('a template with the console own column names maps every column', () => {
		expect(guessColumnMapping(['Email', 'Department', 'Group', 'First Name', 'Last Name'])).toEqual({
			email: 0,
			department: 1,
			group: 2,
			name: 3,
			lastName: 4,
		})
	})

	test('matching ignores case, spaces and punctuation', () => {
		expect(guessColumnMapping(['LAST_NAME', 'first-name', ' e.mail ', 'DEPARTMENT', 'group'])).toEqual({
			email: 2,
			department: 3,
			group: 4,
			name: 1,
			lastName: 0,
		})
	})

	test('Entra ID headers map, and Mail is preferred to User principal name', () => {
		const headers = ['User principal name', 'Display name', 'Surname', 'Mail', 'Given name', 'Object Id', 'Department']
		expect(guessColumnMapping(headers)).toEqual({ email: 3, department: 6, group: null, name: 4, lastName: 2 })
	})

	test('Entra ID camelCase headers (older portal and Graph exports) map the same way', () => {
		const headers = ['userPrincipalName', 'displayName', 'surname', 'mail', 'givenName', 'id', 'department', 'alternateEmailAddress']
		expect(guessColumnMapping(headers)).toEqual({ email: 3, department: 6, group: null, name: 4, lastName: 2 })
	})

	test('User principal name is the email when the export has no mail column (Microsoft 365 active users)', () => {
		const headers = ['Block credential', 'Department', 'Display name', 'First name', 'Last name', 'Proxy addresses', 'User principal name']
		expect(guessColumnMapping(headers)).toEqual({ email: 6, department: 1, group: null, name: 3, lastName: 4 })
	})

	test('Google Workspace headers with [Required] notes map; recovery and manager emails are not taken', () => {
		const headers = [
			'First Name [Required]',
			'Last Name [Required]',
			'Recovery Email',
			'Email Address [Required]',
			'Org Unit Path [Required]',
			'Manager Email',
			'Department',
		]
		expect(guessColumnMapping(headers)).toEqual({ email: 3, department: 6, group: null, name: 0, lastName: 1 })
	})

	test('generic names: E-mail, email address, mail, team and division', () => {
		expect(guessColumnMapping(['E-mail', 'team', 'division'])).toMatchObject({ email: 0, department: 2, group: 1 })
		expect(guessColumnMapping(['email address', 'Team', 'Division'])).toMatchObject({
			email: 0,
			department: 2,
			group: 1,
		})
		expect(guessColumnMapping(['mail'])).toMatchObject({ email: 0, department: null })
	})

	test('Department is preferred to Division, and Org Unit Path is only a fallback for the department', () => {
		expect(guessColumnMapping(['Email', 'Division', 'Department'])).toMatchObject({ department: 2 })
		expect(guessColumnMapping(['Email', 'Org Unit Path [Required]'])).toMatchObject({ department: 1, group: null })
	})

	test('a first-name column beats a display name; a lone Name column is the first name', () => {
		expect(guessColumnMapping(['Display name', 'First name', 'Email'])).toMatchObject({ name: 1 })
		expect(guessColumnMapping(['Name', 'Email'])).toMatchObject({ name: 0 })
	})

	test('an address column with another word is the email only when nothing better exists', () => {
		expect(guessColumnMapping(['Employee E-Mail Address'])).toMatchObject({ email: 0 })
		expect(guessColumnMapping(['Manager Email', 'Employee'])).toMatchObject({ email: null })
	})

	test('each header serves one column, and unknown headers stay unmapped', () => {
		const mapping = guessColumnMapping(['Email', 'Email', 'Favourite colour'])
		expect(mapping).toEqual({ email: 0, department: null, group: null, name: null, lastName: null })
		expect(guessColumnMapping([])).toEqual({ email: null, department: null, group: null, name: null, lastName: null })
	})

	test('common translations of the headers are understood', () => {
		expect(guessColumnMapping(['E-Mail-Adresse', 'Vorname', 'Nachname', 'Abteilung', 'Gruppe'])).toEqual({
			email: 0,
			department: 3,
			group: 4,
			name: 1,
			lastName: 2,
		})
		expect(guessColumnMapping(['Courriel', 'Prénom', 'Nom', 'Département'])).toEqual({
			email: 0,
			department: 3,
			group: null,
			name: 1,
			lastName: 2,
		})
	})
})
