import { describe, expect, test } from 'vitest'
import { isBuiltPage } from '#app/lib/built-pages.ts'
import { gamingRedirect, phishingExerciseRedirect, trainingGameOf } from './game-switch.ts'

// Spec 3 §6: the phishing exercise v2 flag and the redirects between the two URL spaces.

/** A build where only these of the phishing exercise's pages exist (an area landing page by page). */
const builtOnly =
	(...built: string[]) =>
	(path: string) =>
		path.startsWith('/phishing-exercise') ? built.includes(path) : isBuiltPage(path)

describe('the phishing exercise v2 switch', () => {
	test('the navigation offers the phishing exercise to v2 companies only, and gaming while the exercise is not built', () => {
		expect(isBuiltPage('/phishing-exercise')).toBe(true)
		expect(trainingGameOf(true)).toBe('phishingExercise')
		expect(trainingGameOf(false)).toBe('gaming')
		expect(trainingGameOf(true, builtOnly())).toBe('gaming')
	})

	test('a v2 company asking for a gaming page goes to the matching phishing exercise page', () => {
		expect(gamingRedirect('/gaming', true)).toBe('/phishing-exercise')
		expect(gamingRedirect('/gaming/preview', true)).toBe('/phishing-exercise')
		expect(gamingRedirect('/gaming/statistics', true)).toBe('/phishing-exercise/active')
		expect(gamingRedirect('/gaming/settings/', true)).toBe('/phishing-exercise/create')
		// Without the flag, gaming stays; other paths are not gaming's.
		for (const path of ['/gaming', '/gaming/preview', '/gaming/statistics', '/gaming/settings'])
			expect(gamingRedirect(path, false)).toBeNull()
		expect(gamingRedirect('/fake-or-real/preview', true)).toBeNull()
		expect(gamingRedirect('/gamingx', true)).toBeNull()
	})

	test('a matching page not built: the phishing exercise home; no home: gaming stays', () => {
		expect(gamingRedirect('/gaming/statistics', true, builtOnly('/phishing-exercise'))).toBe('/phishing-exercise')
		expect(gamingRedirect('/gaming/statistics', true, builtOnly())).toBeNull()
	})

	test('a company without the flag asking for the phishing exercise goes to gaming; a v2 company stays', () => {
		expect(phishingExerciseRedirect(false)).toBe('/gaming')
		expect(phishingExerciseRedirect(true)).toBeNull()
	})
})
