import type { ConsoleTexts } from '../../resources.ts'
import help from './help.ts'
import home from './home.ts'
import plan from './plan.ts'
import shell from './shell.ts'
import widgets from './widgets.ts'

export default { shell, help, home, widgets, plan } satisfies ConsoleTexts
