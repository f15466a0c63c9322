import type { Texts } from '../../namespaces.ts'

export default {
	title: '设置',
	tabs: {
		label: '设置页面',
		general: '常规',
		'email-reminders': '电子邮件提醒',
		'single-sign-on': '单点登录',
		'white-label': '白标',
		integration: '集成',
	},
} satisfies Texts<'settings'>
