/** Values of the `modal` query parameter that open a dialog (URL state, so links work without JS). */
export const MODAL = {
	verifyEmail: 'verifyEmail',
} as const

/** Present (any value) when /access-for-reseller sent the admin home (spec 1 §4 "Partner access"). */
export const ACCESS_DIALOG_PARAM = 'isAccessDialog'
