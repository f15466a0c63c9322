import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { isNewVersion, startVersionPoll, VERSION_CHECK_INTERVAL_MS } from './version-check.ts'

describe('isNewVersion', () => {
	test('a different build on the server is new', () => {
		expect(isNewVersion('2026-05-01T10:00:00.000Z', '2026-05-02T08:00:00.000Z')).toBe(true)
	})
	test('the same build, or no usable answer, is not', () => {
		expect(isNewVersion('2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z')).toBe(false)
		expect(isNewVersion('2026-05-01T10:00:00.000Z', '')).toBe(false)
		expect(isNewVersion('2026-05-01T10:00:00.000Z', null)).toBe(false)
		expect(isNewVersion('2026-05-01T10:00:00.000Z', 42)).toBe(false)
	})
})

describe('startVersionPoll', () => {
	beforeEach(() => vi.useFakeTimers())
	afterEach(() => vi.useRealTimers())

	test('asks every 60 s and reports once, the first time the server runs another build', async () => {
		expect(VERSION_CHECK_INTERVAL_MS).toBe(60_000)
		const answers = ['A', 'A', 'B', 'C']
		const fetchBuild = vi.fn(async () => answers.shift())
		const onNewVersion = vi.fn()
		const stop = startVersionPoll({ pageBuild: 'A', fetchBuild, onNewVersion })

		await vi.advanceTimersByTimeAsync(59_999)
		expect(fetchBuild).not.toHaveBeenCalled()
		await vi.advanceTimersByTimeAsync(1)
		expect(fetchBuild).toHaveBeenCalledTimes(1)
		await vi.advanceTimersByTimeAsync(60_000)
		expect(onNewVersion).not.toHaveBeenCalled()
		await vi.advanceTimersByTimeAsync(60_000)
		expect(fetchBuild).toHaveBeenCalledTimes(3)
		expect(onNewVersion).toHaveBeenCalledTimes(1)
		// Once found it stops asking.
		await vi.advanceTimersByTimeAsync(5 * 60_000)
		expect(fetchBuild).toHaveBeenCalledTimes(3)
		expect(onNewVersion).toHaveBeenCalledTimes(1)
		stop()
	})

	test('a failed check is skipped and the next one still runs; stop ends the polling', async () => {
		const fetchBuild = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('A')
		const onNewVersion = vi.fn()
		const stop = startVersionPoll({ pageBuild: 'A', fetchBuild, onNewVersion })
		await vi.advanceTimersByTimeAsync(120_000)
		expect(fetchBuild).toHaveBeenCalledTimes(2)
		stop()
		await vi.advanceTimersByTimeAsync(600_000)
		expect(fetchBuild).toHaveBeenCalledTimes(2)
		expect(onNewVersion).not.toHaveBeenCalled()
	})
})
