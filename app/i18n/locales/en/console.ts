import help from './help.ts'
import plan from './plan.ts'
import shell from './shell.ts'
import widgets from './widgets.ts'

/** The texts of the signed-in shell (navigation, help, plan dialogs), loaded once a console page is shown. */
export default { shell, help, widgets, plan }
