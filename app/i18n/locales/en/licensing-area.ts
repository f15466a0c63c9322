import licensing from './licensing.ts'

/** The licensing and billing pages' texts. */
export default { licensing }
