import type addUsers from './locales/en/add-users.ts'
import type auth from './locales/en/auth.ts'
import type calendar from './locales/en/calendar.ts'
import type common from './locales/en/common.ts'
import type courseSharing from './locales/en/course-sharing.ts'
import type csvImport from './locales/en/csv-import.ts'
import type customTraining from './locales/en/custom-training.ts'
import type emailReminders from './locales/en/email-reminders.ts'
import type fakeOrReal from './locales/en/fake-or-real.ts'
import type forDevelopers from './locales/en/for-developers.ts'
import type gaming from './locales/en/gaming.ts'
import type help from './locales/en/help.ts'
import type home from './locales/en/home.ts'
import type learning from './locales/en/learning.ts'
import type licensing from './locales/en/licensing.ts'
import type partnerBilling from './locales/en/partner-billing.ts'
import type partnerCustomers from './locales/en/partner-customers.ts'
import type phishingExerciseReport from './locales/en/phishing-exercise-report.ts'
import type phishingExerciseTemplates from './locales/en/phishing-exercise-templates.ts'
import type phishingExercise from './locales/en/phishing-exercise.ts'
import type phishingSimulationReport from './locales/en/phishing-simulation-report.ts'
import type phishingSimulationSettings from './locales/en/phishing-simulation-settings.ts'
import type phishingSimulationShare from './locales/en/phishing-simulation-share.ts'
import type phishingSimulation from './locales/en/phishing-simulation.ts'
import type plan from './locales/en/plan.ts'
import type policies from './locales/en/policies.ts'
import type profile from './locales/en/profile.ts'
import type reviews from './locales/en/reviews.ts'
import type settingsGeneral from './locales/en/settings-general.ts'
import type settingsSso from './locales/en/settings-sso.ts'
import type settings from './locales/en/settings.ts'
import type shell from './locales/en/shell.ts'
import type twoFactor from './locales/en/two-factor.ts'
import type users from './locales/en/users.ts'
import type videos from './locales/en/videos.ts'
import type whiteLabel from './locales/en/white-label.ts'
import type widgets from './locales/en/widgets.ts'

/**
 * Every namespace of texts, typed by its English file (the spec's wording): the shape each other
 * locale's file `satisfies`, and the source of the typed keys (keys.ts). The namespace `fooBar` of
 * locale `lng` is the default export of `locales/<lng>/foo-bar.ts`.
 */
export type EnglishTexts = {
	common: typeof common
	auth: typeof auth
	shell: typeof shell
	help: typeof help
	forDevelopers: typeof forDevelopers
	widgets: typeof widgets
	plan: typeof plan
	home: typeof home
	learning: typeof learning
	videos: typeof videos
	calendar: typeof calendar
	reviews: typeof reviews
	customTraining: typeof customTraining
	courseSharing: typeof courseSharing
	users: typeof users
	profile: typeof profile
	addUsers: typeof addUsers
	csvImport: typeof csvImport
	licensing: typeof licensing
	partnerCustomers: typeof partnerCustomers
	partnerBilling: typeof partnerBilling
	settings: typeof settings
	settingsGeneral: typeof settingsGeneral
	twoFactor: typeof twoFactor
	emailReminders: typeof emailReminders
	settingsSso: typeof settingsSso
	whiteLabel: typeof whiteLabel
	gaming: typeof gaming
	fakeOrReal: typeof fakeOrReal
	policies: typeof policies
	phishingExercise: typeof phishingExercise
	phishingExerciseTemplates: typeof phishingExerciseTemplates
	phishingExerciseReport: typeof phishingExerciseReport
	phishingSimulation: typeof phishingSimulation
	phishingSimulationShare: typeof phishingSimulationShare
	phishingSimulationSettings: typeof phishingSimulationSettings
	phishingSimulationReport: typeof phishingSimulationReport
}
export type Namespace = keyof EnglishTexts
/** What a locale's namespace file satisfies: exactly the English keys, each with a text. */
export type Texts<NS extends Namespace> = EnglishTexts[NS]

/**
 * The parts the texts load in, so a page ships only the words it can show (the JS budgets in
 * ARCHITECTURE.md): `sign-in` for the pages without the console shell, `console` for the shell on
 * every signed-in page, and one part per area, which the area's layout asks for (`useTextsPart`).
 * Every namespace is in exactly one part (locales.test.ts checks it against the files).
 */
export const TEXTS_PARTS = {
	'sign-in': ['common', 'auth'],
	console: ['shell', 'help', 'widgets', 'plan'],
	home: ['home'],
	// The learning area's tabs and the video library come with All Courses.
	learning: ['learning', 'videos'],
	// Gaming and Fake Or Real: the pages both games share (gaming) and Fake Or Real's own words.
	games: ['gaming', 'fakeOrReal'],
	// The monthly video calendar's tabs (/calendar).
	calendar: ['calendar'],
	// Training Reviews, a page of its own.
	reviews: ['reviews'],
	// Policies (its Assign Policy page also loads the learning part: the shared assignment form's words).
	policies: ['policies'],
	// The custom-training builder's pages (partners only) bring their own words.
	'custom-training': ['customTraining'],
	// A partner's customers tabs of a course.
	'course-sharing': ['courseSharing'],
	users: ['users', 'profile'],
	// The Add New Users drawer's words: only on the all-users page, which draws it.
	'add-users': ['addUsers', 'csvImport'],
	licensing: ['licensing'],
	partner: ['partnerCustomers', 'partnerBilling'],
	// The settings layout's part has the general page's texts (and the integration page's); the other
	// settings pages each bring their own, so a page loads only its own words.
	settings: ['settings', 'settingsGeneral', 'twoFactor'],
	'settings-email-reminders': ['emailReminders'],
	'settings-sso': ['settingsSso'],
	'settings-white-label': ['whiteLabel'],
	// Developer training (its pages also load the home part: the tournament setup form's words are Get started's).
	'for-developers': ['forDevelopers'],
	// The phishing exercise home, its campaign tabs, the campaign wizard and the Campaign Settings dialog.
	'phishing-exercise': ['phishingExercise'],
	// The template wizard, the template preview and delete (the wizard's pages and dialogs only).
	'phishing-exercise-templates': ['phishingExerciseTemplates'],
	// A phishing exercise campaign's report (/phishing-exercise-report/…), a page of its own.
	'phishing-exercise-report': ['phishingExerciseReport'],
	// The phishing simulation's list, create page and settings pages.
	'phishing-simulation': ['phishingSimulation'],
	// Sharing a simulation campaign with customers (partners), a page of its own.
	'phishing-simulation-share': ['phishingSimulationShare'],
	// The phishing simulation's settings pages (report button, configuration, direct email delivery).
	'phishing-simulation-settings': ['phishingSimulationSettings'],
	// A simulation campaign's report tabs and the phishing summary (/reports/phishing-summary).
	'phishing-simulation-report': ['phishingSimulationReport'],
} as const satisfies Record<string, readonly Namespace[]>

/** The file of a namespace in each locale folder: `addUsers` → `add-users.ts`. */
export function fileOfNamespace(ns: Namespace): string {
	return `${ns.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`
}
