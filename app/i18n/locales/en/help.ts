/** English texts of the help namespace: the spec's wording. */
export default {
	_placeholder: 'help',
}
