import type { Texts } from '../../namespaces.ts'

/** Portuguese (Portugal) texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Avaliações das formações',
	description: 'Classificações e comentários deixados pelos seus formandos depois de concluírem uma formação.',
	loadFailed: 'Não foi possível carregar algumas avaliações.',
	summary: {
		label: 'Resumo das avaliações apresentadas',
		average: 'Classificação média',
		averageValue: '{{value}} em 5',
		noAverage: 'Sem classificações',
		count_one: '{{count}} avaliação',
		count_other: '{{count}} avaliações',
		perRating: 'Avaliações por classificação',
	},
	filters: {
		label: 'Filtrar avaliações',
		training: 'Formação',
		allTrainings: 'Todas as formações',
		trainingsChosen_one: '{{count}} formação',
		trainingsChosen_other: '{{count}} formações',
		noTrainings: 'Nenhuma formação tem avaliações ainda.',
		rating: 'Classificação',
		withComments: 'Apenas avaliações com comentários',
		apply: 'Aplicar',
		clear: 'Limpar filtros',
	},
	columns: {
		learner: 'Formando',
		email: 'E-mail',
		training: 'Formação',
		rating: 'Classificação',
		comment: 'Comentário',
		date: 'Data',
	},
	stars_one: '{{count}} estrela',
	stars_other: '{{count}} estrelas',
	ratingValue: '{{rating}} em 5',
	noComment: 'Sem comentário',
	download: 'Transferir CSV',
	downloadEmpty: 'Não há avaliações para transferir.',
	downloadFailed: 'Algo correu mal',
} satisfies Texts<'reviews'>
