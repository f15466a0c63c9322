import consoleTexts from './console.ts'
import homeArea from './home-area.ts'
import licensingArea from './licensing-area.ts'
import settingsArea from './settings-area.ts'
import signIn from './sign-in.ts'
import usersArea from './users-area.ts'

/** Every English text in one object, for component tests (pages load the parts through resources.ts). */
export default { ...signIn, ...consoleTexts, ...homeArea, ...usersArea, ...licensingArea, ...settingsArea }
