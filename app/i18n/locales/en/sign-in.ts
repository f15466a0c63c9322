import auth from './auth.ts'
import common from './common.ts'

/** The texts of pages without the console shell (sign-in, registration, errors): small, loaded first. */
export default { common, auth }
