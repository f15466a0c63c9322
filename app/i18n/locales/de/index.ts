import type { Resources } from '../../resources.ts'
import auth from './auth.ts'
import common from './common.ts'
import help from './help.ts'
import home from './home.ts'
import shell from './shell.ts'
import widgets from './widgets.ts'

export default { common, auth, shell, help, home, widgets } satisfies Resources
