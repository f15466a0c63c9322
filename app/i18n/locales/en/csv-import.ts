/** English texts of the csvImport namespace: the spec's wording (spec 1 §3, §5). */
export default {
	title: 'Import from CSV',
	file: {
		wrongFormat: 'Incorrect file format or unknown field name',
		empty: "File doesn't have any data",
		parse: 'Error parsing CSV file',
		tooLarge: 'File size should be less than 7 MB',
	},
	mapping: {
		selectColumn: 'Please select a column.',
		noValidEmails: "The email column doesn't have valid email addresses. Choose another column or check your file and try again",
	},
	row: {
		missingEmail: 'Line {{line}}: no email address in "{{value}}"',
		invalidEmail: 'Line {{line}}: "{{value}}" is not a valid email',
		duplicateEmail: 'Line {{line}}: "{{value}}" is already on an earlier line',
		missingDepartment: 'Line {{line}}: "{{value}}" has no department',
	},
	columns: {
		email: 'Email',
		department: 'Department',
		group: 'Group',
		name: 'First Name',
		lastName: 'Last Name',
	},
}
