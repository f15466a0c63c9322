/**
 * A test fails when it writes to console.error unless it said it expects to (`expectConsoleError()`):
 * an error logged by the code under test is a failure nobody would otherwise read. Registered as a
 * vitest setup file for every test; tests import `expectConsoleError` from here.
 */
import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

type Guard = { expected: boolean; calls: unknown[][]; unexpected: unknown[][] }

// One guard per test worker, whichever copy of this module a test imports.
const GUARD = Symbol.for('tests.console-errors')
const globals = globalThis as typeof globalThis & { [GUARD]?: Guard }

function guard(): Guard {
	if (!globals[GUARD]) {
		const state: Guard = { expected: false, calls: [], unexpected: [] }
		const print = console.error.bind(console)
		console.error = (...args: unknown[]) => {
			if (state.expected) state.calls.push(args)
			else {
				state.unexpected.push(args)
				print(...args)
			}
		}
		globals[GUARD] = state
	}
	return globals[GUARD]
}

/**
 * The current test expects the code under test to log with console.error: the calls are recorded
 * (not printed) and returned for the test to check; the test fails if none comes.
 */
export function expectConsoleError(): unknown[][] {
	const state = guard()
	state.expected = true
	return state.calls
}

guard()

beforeEach(() => {
	const state = guard()
	state.expected = false
	state.calls = []
	state.unexpected = []
})

afterEach(() => {
	const { expected, calls, unexpected } = guard()
	if (unexpected.length > 0) {
		throw new Error(
			`console.error was called ${unexpected.length} time(s) (call expectConsoleError() if the test expects it):\n` +
				unexpected.map((args) => format(...args)).join('\n'),
		)
	}
	if (expected && calls.length === 0) throw new Error('expectConsoleError(): no console.error came')
})
