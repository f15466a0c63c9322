import type { Texts } from '../../namespaces.ts'

export default {
	title: '双重身份验证',
	description: '输入密码后，登录时还需输入发送到您邮箱的 6 位验证码。',
	status: '状态：',
	on: '已启用',
	off: '已停用',
	enable: '启用双重身份验证',
	disable: '停用双重身份验证',
	partnerAccess: '双重身份验证由每位用户自行管理，以公司身份登录时无法更改。',
	cancel: '取消',
	password: {
		introEnable: '请输入密码以启用双重身份验证。随后我们会向您的邮箱发送验证码。',
		introDisable: '请输入密码以停用双重身份验证。随后我们会向您的邮箱发送验证码。',
		label: '密码',
		submit: '发送验证码',
	},
	code: {
		intro: '我们已向 {{email}} 发送了 6 位验证码，请在下方输入。',
		label: '验证码',
		submitEnable: '启用',
		submitDisable: '停用',
		resend: '重新发送验证码',
	},
	codeSent: '验证码邮件已发送',
	enabledToast: '双重身份验证已启用',
	disabledToast: '双重身份验证已停用',
	exhausted: '尝试次数已用完，请在 10 分钟后重试。',
} satisfies Texts<'twoFactor'>
