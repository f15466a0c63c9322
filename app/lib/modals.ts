/** Values of the `modal` query parameter that open a dialog (URL state, so links work without JS). */
export const MODAL = {
	verifyEmail: 'verifyEmail',
} as const
