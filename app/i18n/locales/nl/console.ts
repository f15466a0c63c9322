import type { ConsoleTexts } from '../../resources.ts'
import help from './help.ts'
import plan from './plan.ts'
import shell from './shell.ts'
import widgets from './widgets.ts'

export default { shell, help, widgets, plan } satisfies ConsoleTexts
