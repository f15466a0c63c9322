import type { Hono } from 'hono'
import type { Deps } from '../lib/context.ts'

/** The company's email reminder settings (the settings page's path is the reference gateway's choice). */
export function registerReminderSettingsRoutes(app: Hono, deps: Deps): void {
	void app
	void deps
}
