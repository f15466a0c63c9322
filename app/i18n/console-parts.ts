import type { ConsoleTexts, HomeAreaTexts, LicensingAreaTexts, SettingsAreaTexts, UsersAreaTexts } from './resources.ts'

/**
 * The loaders of the signed-in parts, in a chunk of their own: the sign-in pages load
 * resources.ts, and its list of every language's console chunks would only weigh them down.
 */
export const CONSOLE_PARTS = {
	console: import.meta.glob<{ default: ConsoleTexts }>('./locales/*/console.ts'),
	home: import.meta.glob<{ default: HomeAreaTexts }>('./locales/*/home-area.ts'),
	users: import.meta.glob<{ default: UsersAreaTexts }>('./locales/*/users-area.ts'),
	licensing: import.meta.glob<{ default: LicensingAreaTexts }>('./locales/*/licensing-area.ts'),
	settings: import.meta.glob<{ default: SettingsAreaTexts }>('./locales/*/settings-area.ts'),
}
