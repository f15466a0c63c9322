/** Partner "login as company" (spec 1 §4): the form intents and where "Back to customers" leads. */
export const LOGIN_AS_COMPANY_INTENT = { enter: 'enter', exit: 'exit' } as const
export const PARTNER_CUSTOMERS_PATH = '/partner-portal/companies'
