import help from './help.ts'
import home from './home.ts'
import plan from './plan.ts'
import shell from './shell.ts'
import widgets from './widgets.ts'

/** The texts of the signed-in shell (navigation, help, home, plan dialogs), loaded once a console page is shown. */
export default { shell, help, home, widgets, plan }
