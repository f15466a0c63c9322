/** English texts of the widgets namespace: the spec's wording. */
export default {
	_placeholder: 'widgets',
}
