import type { SettingsAreaTexts } from '../../resources.ts'
import emailReminders from './email-reminders.ts'
import settings from './settings.ts'
import settingsGeneral from './settings-general.ts'
import settingsSso from './settings-sso.ts'
import twoFactor from './two-factor.ts'
import whiteLabel from './white-label.ts'

export default { settings, settingsGeneral, twoFactor, emailReminders, settingsSso, whiteLabel } satisfies SettingsAreaTexts
