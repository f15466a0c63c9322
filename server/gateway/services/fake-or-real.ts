import { FAKE_OR_REAL, registerGameRoutes } from './gaming.ts'
import type { Deps } from '../lib/context.ts'
import type { Hono } from 'hono'

// Fake Or Real (spec 2 §2 /fake-or-real (Beta)): the same calls as gaming's (services/gaming.ts), under
// /api/v1/fake-or-real/company/{companyId}, over its own campaigns and its real-or-fake messages.

export function registerFakeOrRealRoutes(app: Hono, deps: Deps): void {
	registerGameRoutes(app, deps, FAKE_OR_REAL)
}
