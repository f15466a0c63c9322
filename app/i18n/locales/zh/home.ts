import type { Texts } from '../../namespaces.ts'

/** 快速入门、指南和资源以及成为合作伙伴页面的中文文本（键与 en/home.ts 相同）。 */
export default {
	nextSteps: {
		title: '您的后续步骤',
		step: '第 {{number}} 步',
		status: {
			done: '已完成',
			current: '下一步',
			upcoming: '未开始',
		},
		startTraining: {
			title: '开始年度安全意识培训',
			description: '为所有用户分配年度安全意识课程。课程今天开始，所有人都会收到通知。',
			action: '开始吧',
		},
		inviteUsers: {
			title: '邀请用户参加年度安全意识培训',
			description: '添加您的团队成员，让他们参加课程。受邀用户会被分配到该培训。',
			action: '邀请用户',
		},
		dashboard: {
			title: '您的培训正在进行',
			description: '在仪表板上跟踪用户的学习进度、公司的安全文化得分以及您的活动。',
			action: '前往仪表板',
		},
		unavailable: '无法加载您的后续步骤，请重试。',
	},
	suspended: {
		title: '您的试用期已过期！',
		description: '由于试用期已过期，培训已暂停。请升级您的套餐，让学员的学习进度保持正常。',
		action: '升级套餐',
	},
	startTraining: {
		title: '启动活动',
		description: '课程立即开始，所有用户都会被分配并收到通知。',
		campaign: '“{{name}}”将于今天（{{date}}）开始。',
		confirm: '确认',
		started: '年度培训活动已开始。所有用户均已分配并收到通知。',
		alreadyStarted: '年度培训活动已在进行中。',
	},
	partnerAccess: {
		title: '确认向母公司开放访问权限',
		description: '确认后，母公司将获得管理您公司的权限。',
		parent: '母公司：{{name}}',
		confirmed: '更新成功！',
		notAllowed: '只有本公司的管理员才能确认其母公司的访问权限。',
	},
	purchaseComplete: {
		title: '购买完成',
		description: '付款成功！您的许可证已添加。',
		done: '完成',
	},
	tournament: {
		title: '设置安全编码锦标赛',
		editTitle: '编辑安全编码锦标赛',
		description: '安全代码锦标赛让您的开发人员在真实代码中查找并修复漏洞，并通过排行榜查看谁的得分最高。',
		name: '锦标赛名称',
		defaultName: '安全编码锦标赛',
		start: '开始时间 (UTC)',
		end: '结束时间 (UTC)',
		participants: '参与者',
		types: {
			all: '所有用户',
			departments: '部门',
			groups: '群组',
		},
		departments: '部门',
		groups: '群组',
		noDepartments: '还没有部门。',
		noGroups: '还没有群组。',
		chooseOnNextPage: '如选择部门或群组，请在下一页中选择。',
		notifications: '锦标赛开始时向参与者发送电子邮件',
		submit: '设置锦标赛',
		save: '保存更改',
		later: '稍后',
		cancel: '取消',
		errors: {
			required: '此字段为必填项',
			dateInvalid: '请输入日期和时间。',
			startPast: '开始时间不能是过去的时间。',
			endBeforeStart: '结束时间必须晚于开始时间。',
			tooLong: '锦标赛最长可持续 90 天。',
			selectOne: '必须至少选择一项',
		},
	},
	video: {
		description: '观看视频，或与您的团队分享。',
		player: '视频播放器：{{title}}',
		share: '分享',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: '分享到 Facebook',
			x: '分享到 X',
			linkedin: '分享到 LinkedIn',
		},
		copyLink: '复制链接',
		copied: '链接已复制',
		link: '视频链接',
	},
	guides: {
		title: '快速入门视频指南',
		subtitle: '一段简短的视频，让您更轻松地使用管理控制台！',
		watch: '观看视频',
		videos: {
			'free-vs-boost': '免费版与 Boost 对比',
			'how-to-choose-training': '如何选择培训',
			'inviting-your-team': '邀请您的团队',
			'learner-experience': '了解学员体验',
		},
		interested: '您可能还感兴趣…',
		opensInNewTab: '（在新标签页中打开）',
		cards: {
			howToGuides: {
				title: '操作指南',
				description: '涵盖管理控制台各个部分的分步文章。',
			},
			bookDemo: {
				title: '预约演示',
				description: '与我们的专家一起了解平台，并获得问题解答。',
			},
			pricing: {
				title: '价格',
				description: '比较免费版与 Boost，找到最适合您团队的方案。',
			},
			affiliate: {
				title: '成为推广联盟成员',
				description: '推荐我们，每笔购买可获得 {{percent}}% 的佣金。',
			},
			feedback: {
				title: '提供反馈',
				description: '告诉我们哪些功能对您有用，以及我们应该改进什么。',
			},
		},
	},
	becomePartner: {
		title: '成为合作伙伴',
		intro: '以您自己的品牌向客户提供安全意识培训。我们的合作伙伴计划为托管服务提供商和经销商提供销售、交付和管理培训所需的一切。',
		resell: {
			title: '转售',
			description: '以合作伙伴价格购买许可证，分配给您的客户，并按您的方式向他们收费。',
		},
		whiteLabel: {
			title: '白标',
			description: '在您自己的域名上运行管理控制台和学员体验，使用您的徽标和配色。',
		},
		customers: {
			title: '客户管理',
			description: '创建客户公司、以客户身份登录、与客户共享培训，并在同一个合作伙伴门户中跟踪他们的进度。',
		},
		contactSales: '联系销售',
		contactHint: '向我们介绍您的业务，我们的团队会与您联系。',
	},
} satisfies Texts<'home'>
