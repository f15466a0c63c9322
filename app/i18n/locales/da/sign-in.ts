import type { SignInTexts } from '../../resources.ts'
import auth from './auth.ts'
import common from './common.ts'

export default { common, auth } satisfies SignInTexts
