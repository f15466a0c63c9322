/** English texts of the csvImport namespace: the spec's wording (spec 1 §3, §5). */
export default {
	title: 'Import from CSV',
	file: {
		wrongFormat: 'Incorrect file format or unknown field name',
		empty: "File doesn't have any data",
		parse: 'Error parsing CSV file',
		tooLarge: 'File size should be less than 7 MB',
		binary: 'This file is not a CSV text file (it may be a spreadsheet renamed .csv). Save it as CSV and try again.',
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
		controlCharacter: 'Line {{line}}, {{column}}: "{{value}}" holds a control character (such as a NUL byte) that cannot be imported',
		invalidName: 'Line {{line}}, {{column}}: "{{value}}" may have letters, digits, dot, dash, underscore, ampersand and inner spaces only',
		tooLong: 'Line {{line}}, {{column}}: "{{value}}" is longer than {{max}} characters',
	},
	columns: {
		email: 'Email',
		department: 'Department',
		group: 'Group',
		name: 'First Name',
		lastName: 'Last Name',
	},
}
