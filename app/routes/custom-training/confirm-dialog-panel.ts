import { lazyPanel } from '#app/components/lazy-panel.tsx'

/**
 * The builder's and the quiz page's confirmation dialogs (delete a training, a topic, a chapter, a question):
 * URL state, so a page mounts this only while its URL asks for one. Its code (the dialog, Radix's focus trap and
 * scroll lock, about 15 KB) is a chunk of its own, fetched when a dialog opens or before hydration when the
 * server's HTML shows one (lazy-panel.tsx), not on every load of the page (the 190 KB budget, ARCHITECTURE.md).
 */
export const ConfirmDialogPanel = lazyPanel('CustomTrainingConfirmDialog', () =>
	import('#app/components/confirm-dialog.tsx').then((m) => m.ConfirmDialog),
)
