import { describe, expect, test } from 'vitest'
import { formatScore, gameOfPath, gamePath, gameTextKey } from './games.ts'

describe('the two games', () => {
	test('a URL names its game; other paths name none', () => {
		expect(gameOfPath('/gaming')).toBe('gaming')
		expect(gameOfPath('/gaming/statistics')).toBe('gaming')
		expect(gameOfPath('/fake-or-real/settings')).toBe('fakeOrReal')
		expect(gameOfPath('/gamingx')).toBeNull()
		expect(gameOfPath('/phishing-exercise')).toBeNull()
	})

	test("a tab's path, with the query values that are set", () => {
		expect(gamePath('gaming', 'preview')).toBe('/gaming/preview')
		expect(gamePath('fakeOrReal', 'statistics', { campaign: 'for_1', end: null })).toBe('/fake-or-real/statistics?campaign=for_1')
	})

	test("a game's own words are in its namespace", () => {
		expect(gameTextKey('gaming', 'title')).toBe('gaming:game.title')
		expect(gameTextKey('fakeOrReal', 'defaultSubject')).toBe('fakeOrReal:game.defaultSubject')
	})

	test('a score out of 10 shows one decimal at most, in the language; none is null', () => {
		expect(formatScore(7.46, 'en')).toBe('7.5')
		expect(formatScore(10, 'en')).toBe('10')
		expect(formatScore(7.5, 'de')).toBe('7,5')
		expect(formatScore(null)).toBeNull()
	})
})
