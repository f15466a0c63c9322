import type { Texts } from '../../namespaces.ts'

/** Chinese texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: '培训评价',
	description: '学员完成培训后留下的评分和评论。',
	loadFailed: '部分评价无法加载。',
	summary: {
		label: '所显示评价的摘要',
		average: '平均评分',
		averageValue: '{{value}} / 5',
		noAverage: '暂无评分',
		count_one: '{{count}} 条评价',
		count_other: '{{count}} 条评价',
		perRating: '各评分的评价数',
	},
	filters: {
		label: '筛选评价',
		training: '培训',
		allTrainings: '全部培训',
		trainingsChosen_one: '{{count}} 项培训',
		trainingsChosen_other: '{{count}} 项培训',
		noTrainings: '还没有培训收到评价。',
		rating: '评分',
		withComments: '仅显示有评论的评价',
		apply: '应用',
		clear: '清除筛选',
	},
	columns: {
		learner: '学员',
		email: '电子邮件',
		training: '培训',
		rating: '评分',
		comment: '评论',
		date: '日期',
	},
	stars_one: '{{count}} 星',
	stars_other: '{{count}} 星',
	ratingValue: '{{rating}} / 5',
	noComment: '无评论',
	download: '下载 CSV',
	downloadEmpty: '没有可下载的评价。',
	downloadFailed: '出了点问题',
} satisfies Texts<'reviews'>
