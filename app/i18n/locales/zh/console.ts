import type { ConsoleTexts } from '../../resources.ts'
import addUsers from './add-users.ts'
import csvImport from './csv-import.ts'
import help from './help.ts'
import home from './home.ts'
import licensing from './licensing.ts'
import plan from './plan.ts'
import profile from './profile.ts'
import shell from './shell.ts'
import users from './users.ts'
import widgets from './widgets.ts'

export default { shell, help, home, widgets, users, profile, addUsers, csvImport, plan, licensing } satisfies ConsoleTexts
