/** Texts of the partner portal's customers, overview and opportunity forecast (keys as in ../en/partner-customers.ts). */
export default {
	title: 'Customers',
}
