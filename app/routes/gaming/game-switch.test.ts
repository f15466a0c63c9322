import { describe, expect, test } from 'vitest'
import { isBuiltPage } from '#app/lib/built-pages.ts'
import { gamingRedirect, phishingExerciseRedirect, trainingGameOf } from './game-switch.ts'

// Spec 3 §6: the phishing exercise v2 flag and the redirects between the two URL spaces.

/** A build where the phishing exercise's pages exist (the later issue), besides today's. */
const withExercise =
	(...built: string[]) =>
	(path: string) =>
		built.includes(path) || isBuiltPage(path)

describe('the phishing exercise v2 switch', () => {
	test('the navigation offers gaming until the phishing exercise is built, then the phishing exercise to v2 companies only', () => {
		expect(trainingGameOf(false)).toBe('gaming')
		// Today: /phishing-exercise is not built, so a v2 company keeps gaming (no link to a 404).
		expect(isBuiltPage('/phishing-exercise')).toBe(false)
		expect(trainingGameOf(true)).toBe('gaming')
		expect(trainingGameOf(true, withExercise('/phishing-exercise'))).toBe('phishingExercise')
		expect(trainingGameOf(false, withExercise('/phishing-exercise'))).toBe('gaming')
	})

	test('a v2 company asking for gaming stays there while the phishing exercise is not built', () => {
		for (const path of ['/gaming', '/gaming/preview', '/gaming/statistics', '/gaming/settings']) {
			expect(gamingRedirect(path, true)).toBeNull()
			expect(gamingRedirect(path, false)).toBeNull()
		}
	})

	test('once built, a v2 company asking for a gaming page goes to the matching phishing exercise page', () => {
		const built = withExercise('/phishing-exercise', '/phishing-exercise/active', '/phishing-exercise/create')
		expect(gamingRedirect('/gaming', true, built)).toBe('/phishing-exercise')
		expect(gamingRedirect('/gaming/preview', true, built)).toBe('/phishing-exercise')
		expect(gamingRedirect('/gaming/statistics', true, built)).toBe('/phishing-exercise/active')
		expect(gamingRedirect('/gaming/settings/', true, built)).toBe('/phishing-exercise/create')
		// A matching page not built yet: the phishing exercise's home.
		expect(gamingRedirect('/gaming/statistics', true, withExercise('/phishing-exercise'))).toBe('/phishing-exercise')
		// Without the flag, gaming stays; other paths are not gaming's.
		expect(gamingRedirect('/gaming/statistics', false, built)).toBeNull()
		expect(gamingRedirect('/fake-or-real/preview', true, built)).toBeNull()
		expect(gamingRedirect('/gamingx', true, built)).toBeNull()
	})

	test('a company without the flag asking for the phishing exercise goes to gaming; a v2 company gets the 404 page until it is built', () => {
		expect(phishingExerciseRedirect(false)).toBe('/gaming')
		expect(phishingExerciseRedirect(true)).toBe('not-found')
	})
})
