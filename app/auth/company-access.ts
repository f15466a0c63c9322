/**
 * Partner "login as company" (spec 1 §4): the form intents, and where "Back to customers" leads when the
 * partner's own customers page (by its type, stored on entering) is not known.
 */
export const LOGIN_AS_COMPANY_INTENT = { enter: 'enter', exit: 'exit' } as const
export const PARTNER_CUSTOMERS_PATH = '/partner-portal/companies'
