import addUsers from './add-users.ts'
import csvImport from './csv-import.ts'
import profile from './profile.ts'
import users from './users.ts'

/** The Users area's texts (directory, profile, Add New Users), loaded when a users page is shown. */
export default { users, profile, addUsers, csvImport }
