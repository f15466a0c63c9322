import type { UsersAreaTexts } from '../../resources.ts'
import addUsers from './add-users.ts'
import csvImport from './csv-import.ts'
import profile from './profile.ts'
import users from './users.ts'

export default { users, profile, addUsers, csvImport } satisfies UsersAreaTexts
