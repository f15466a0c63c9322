import consoleTexts from './console.ts'
import signIn from './sign-in.ts'

/** Every English text in one object, for component tests (pages load the two parts through resources.ts). */
export default { ...signIn, ...consoleTexts }
