import type { ShellOverlaysData } from './overlays.server.ts'

// Stub created during session setup; the help-overlays helper replaces it.
export function ShellOverlays(_props: { data: ShellOverlaysData }) {
	return null
}
