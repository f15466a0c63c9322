import home from './home.ts'

/** The texts of Get started, the guides and the partnership pages. */
export default { home }
