import type { Resources } from '../../resources.ts'
import auth from './auth.ts'
import common from './common.ts'

export default { common, auth } satisfies Resources
