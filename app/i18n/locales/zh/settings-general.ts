import type en from '../en/settings-general.ts'

/** 常规设置和集成页面的中文文本（与 en/settings-general.ts 的键相同）。 */
export default {
	title: '公司',
	description: '贵公司的名称、徽标、语言和国家/地区，即管理员和学员看到的内容。',
	name: '公司名称',
	logo: {
		label: '徽标',
		hint: 'GIF、JPEG、JPG 或 PNG，最大 {{n}} MB。',
		alt: '{{company}} 的徽标',
		none: '无徽标',
		remove: '移除徽标',
		removed: '徽标已移除',
	},
	language: '公司语言',
	country: '国家/地区',
	selectCountry: '选择您的国家/地区',
	inviteMessage: {
		label: '默认客户邀请消息',
		hint: '您的客户公司随邀请收到的消息。',
	},
	save: '保存',
	saved: '更新成功！',
	errors: {
		required: '此字段为必填项',
		countryRequired: '请选择您的国家/地区。',
		nameInvalid: '只能使用字母、数字、点、短横线、下划线、& 符号以及中间的单个空格。',
		nameTaken: '该公司名称已被使用。',
		tooLong: '最多使用 {{max}} 个字符。',
		logoType: '文件必须是允许的内容类型：gif、jpeg、jpg、png',
		logoSize: '文件大小应小于 {{n}} MB',
	},
	integration: {
		title: '集成',
		description: '贵公司所连接的控制台集成及其带来的变化。',
		connected: '已连接',
		none: {
			title: '无集成',
			text: '贵公司未连接任何控制台集成。控制台中的一切均按您的套餐说明运行。',
		},
		nameLabel: '集成',
		changesLabel: '对贵公司的影响',
		noChanges: '此集成不会改变控制台中的任何内容。',
		names: {
			console: 'Acronis 控制台集成',
			coalitionParent: '联盟（母公司）',
			coalitionMember: '联盟（成员公司）',
		},
		summaries: {
			console: '贵公司通过 Acronis 集成使用控制台，该集成管理其用户和套餐。',
			coalitionParent: '贵公司是某联盟的母公司；其成员的许可由贵公司代为处理。',
			coalitionMember: '贵公司是由 {{parent}} 管理的联盟成员。',
			other: '贵公司已连接到集成“{{name}}”。',
		},
		changes: {
			contactSales: '不提供联系销售。',
			freeVsBoost: '“指南和资源”中不显示 Free vs Boost 视频。',
			transactions: '合作伙伴门户不列出交易。',
			adminDisable: '无法在控制台中停用管理员用户。',
			signInFailures: '登录问题会显示该集成的故障排除页面。',
			licensing: '许可已隐藏；“许可”会改为打开“入门”。',
			pricing: '不显示价格和套餐对话框。',
			providerManaged: '许可由您的提供商管理。',
		},
	},
} satisfies typeof en
