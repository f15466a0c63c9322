/** English texts of the home namespace: the spec's wording. */
export default {
	_placeholder: 'home',
}
