import type { Viewer } from '#app/auth/guards.server.ts'

/** What the shell's help overlays need from the server for this page (only what the URL opens). */
export type ShellOverlaysData = Record<string, never>

// Stub created during session setup; the help-overlays helper replaces it.
export async function loadShellOverlays(_viewer: Viewer, _url: URL): Promise<ShellOverlaysData> {
	return {}
}
