import { describe, expect, test } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { planWorkers } from './cluster.ts'

const SECRET = 's'.repeat(40)
const embedded = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET })
const postgres = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DATABASE_URL: 'postgres://db/console' })
const remoteGateway = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, GATEWAY_URL: 'https://gateway.example' })
const plan = (env = postgres, webConcurrency?: string, compiled = true) => planWorkers({ env, compiled, cores: 4, webConcurrency })

describe('how many processes serve the console', () => {
	test('with PostgreSQL or a gateway elsewhere, one worker per core unless WEB_CONCURRENCY says how many', () => {
		expect(plan(postgres)).toEqual({ workers: 4 })
		expect(plan(remoteGateway)).toEqual({ workers: 4 })
		expect(plan(postgres, '2')).toEqual({ workers: 2 })
		expect(plan(postgres, '1')).toEqual({ workers: 1 })
	})

	test('on the embedded PGlite, one process; asked for more, it says why not', () => {
		expect(plan(embedded)).toEqual({ workers: 1 })
		expect(plan(embedded, '1')).toEqual({ workers: 1 })
		expect(plan(embedded, '3')).toEqual({
			workers: 1,
			note: 'WEB_CONCURRENCY=3 ignored: the embedded PGlite database runs in one process (a single connection to files only that process may open); set DATABASE_URL (PostgreSQL) for workers.',
		})
	})

	test('from source (npm run dev, Vite) one process', () => {
		expect(plan(postgres, undefined, false)).toEqual({ workers: 1 })
		expect(plan(postgres, '2', false).workers).toBe(1)
	})

	test('a WEB_CONCURRENCY that is not a whole number of at least 1 stops the start, naming it', () => {
		for (const value of ['0', '-2', 'two', '1.5']) expect(() => plan(postgres, value)).toThrow(/WEB_CONCURRENCY/)
		expect(plan(postgres, ' ')).toEqual({ workers: 4 })
	})
})
