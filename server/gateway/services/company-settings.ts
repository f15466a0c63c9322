import type { Hono } from 'hono'
import type { Deps } from '../lib/context.ts'

/** Company settings: name, logo, language, country, default child invite message (spec 1 §3). */
export function registerCompanySettingsRoutes(app: Hono, deps: Deps): void {
	void app
	void deps
}
