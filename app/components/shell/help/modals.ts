/** `?modal=` values of the shell's drawers and dialogs (URL state, so links work without JavaScript). */
export const SHELL_MODAL = {
	/** Contact Support drawer, opened by the floating Help button. */
	support: 'support',
	/** Contact Sales dialog. */
	contactSales: 'contactSales',
	/** Survey and feedback drawer. */
	feedback: 'feedback',
} as const
export type ShellModal = (typeof SHELL_MODAL)[keyof typeof SHELL_MODAL]
