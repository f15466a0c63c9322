/** English texts of the shell namespace: the spec's wording. */
export default {
	_placeholder: 'shell',
}
