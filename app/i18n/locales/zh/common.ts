import type { Texts } from '../../namespaces.ts'

/** 通用中文文本（键与 en/common.ts 相同）。 */
export default {
	appName: '管理控制台',
	languageMenu: '语言',
	skipToContent: '跳到主要内容',
	close: '关闭',
	cancel: '取消',
	confirm: '确认',
	logout: '退出登录',
	somethingWentWrong: '出了点问题',
	tryAgain: '出了点问题，请重试。',
	userAgreement: '用户协议',
	privacyPolicy: '隐私政策',
	getStarted: {
		title: '快速入门',
		welcome: '欢迎，{{name}}',
		company: '您正在管理 {{company}}。',
	},
	loggedInAsCompany: {
		banner: '已以公司身份登录：{{company}}',
		exit: '返回客户列表',
	},
	policyDialog: {
		title: '隐私政策',
		description: '请阅读并确认我们的隐私政策，以继续使用管理控制台。',
		link: '阅读隐私政策',
		confirm: '确认',
	},
	verifyEmailDialog: {
		title: '验证您的电子邮件',
		description: '请验证您的电子邮件地址 {{email}}，以便添加用户和接收通知。',
		resend: '重新发送验证邮件',
		sent: '包含验证链接的邮件已发送',
	},
	verifyEmail: {
		verified: '您的电子邮件已验证',
		invalid: '此验证链接无效或已过期。',
	},
	errors: {
		notFoundTitle: '找不到页面',
		notFoundText: '您要查找的页面不存在或已被移动。',
		forbiddenTitle: '您没有访问权限',
		forbiddenText: '您的角色无权访问此页面。如有需要，请联系贵公司的管理员。',
		serverTitle: '出了点问题',
		serverText: '出了点问题，请重试。',
		home: '前往控制台',
		disabledTitle: '此公司已被停用',
		disabledText: '此公司对管理控制台的访问已被暂停。请联系您的服务商或我们的支持团队。',
		backToLogin: '返回登录',
	},
} satisfies Texts<'common'>
