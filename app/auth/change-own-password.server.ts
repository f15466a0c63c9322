import type { ChangePasswordValues } from '#app/auth/account-schemas.ts'
import { hasErrorCode } from '#app/gateway/errors.ts'
import { CHANGE_PASSWORD_ERROR, changePassword } from '#app/gateway/user.server.ts'
import type { TranslationKey } from '#app/i18n/keys.ts'
import { clientAddress } from '#app/lib/rate-limit.server.ts'

/** The fields a refused change points at (i18n keys), or null when the password was changed. */
export type PasswordChangeRefusal = { currentPassword?: TranslationKey[]; password?: TranslationKey[] }

/**
 * Changes the signed-in user's own password (the gateway checks the current one, refuses the same
 * one and ends the user's other sessions). A wrong current password or an unchanged one come back as
 * field errors; any other gateway failure is thrown for the page to show.
 */
export async function changeOwnPassword(
	request: Request,
	token: string,
	{ currentPassword, password }: ChangePasswordValues,
): Promise<PasswordChangeRefusal | null> {
	try {
		await changePassword(token, { password, currentPassword, clientAddress: clientAddress(request) })
		return null
	} catch (error) {
		if (hasErrorCode(error, CHANGE_PASSWORD_ERROR.CURRENT_WRONG)) return { currentPassword: ['auth:changePassword.currentWrong'] }
		if (hasErrorCode(error, CHANGE_PASSWORD_ERROR.UNCHANGED)) return { password: ['auth:changePassword.sameAsCurrent'] }
		throw error
	}
}
