import { describe, expect, test } from 'vitest'
import { BUILD_TIMESTAMP } from '#app/components/shell/help/build-info.ts'
import { loader } from './build-version.tsx'

describe('build version', () => {
	test("answers the server's build as JSON that no cache keeps", async () => {
		const response = loader()
		expect(response.headers.get('Cache-Control')).toBe('no-store')
		expect(response.headers.get('Content-Type')).toContain('application/json')
		expect(await response.json()).toEqual({ buildTimestamp: BUILD_TIMESTAMP })
	})
})
