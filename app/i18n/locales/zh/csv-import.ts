import type { Texts } from '../../namespaces.ts'

/** CSV 导入的中文文本（键与 en/csv-import.ts 相同）。 */
export default {
	title: '从 CSV 导入',
	file: {
		wrongFormat: '文件格式不正确或字段名称未知',
		empty: '文件中没有任何数据',
		parse: '解析 CSV 文件时出错',
		tooLarge: '文件大小应小于 7 MB',
		binary: '此文件不是 CSV 文本文件（可能是改名为 .csv 的电子表格）。请另存为 CSV 后重试。',
	},
	mapping: {
		selectColumn: '请选择一列。',
		noValidEmails: '电子邮件列中没有有效的电子邮件地址。请选择其他列，或检查文件后重试',
	},
	row: {
		missingEmail: '第 {{line}} 行：“{{value}}”中没有电子邮件地址',
		invalidEmail: '第 {{line}} 行：“{{value}}”不是有效的电子邮件地址',
		duplicateEmail: '第 {{line}} 行：“{{value}}”已在前面的行中出现',
		missingDepartment: '第 {{line}} 行：“{{value}}”没有部门',
		controlCharacter: '第 {{line}} 行，{{column}}：“{{value}}”包含无法导入的控制字符（例如 NUL 字节）',
		invalidName: '第 {{line}} 行，{{column}}：“{{value}}”只能包含字母、数字、点、短横线、下划线、& 和中间的空格',
		tooLong: '第 {{line}} 行，{{column}}：“{{value}}”超过 {{max}} 个字符',
	},
	columns: {
		email: '电子邮件',
		department: '部门',
		group: '组',
		name: '名字',
		lastName: '姓氏',
	},
} satisfies Texts<'csvImport'>
