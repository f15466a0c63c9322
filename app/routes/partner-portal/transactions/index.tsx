import { redirect } from 'react-router'

/** /partner-portal/transactions opens its default child, /billing (spec 2 §2). */
export function loader() {
	return redirect('/partner-portal/transactions/billing')
}
