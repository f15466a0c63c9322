import type { Texts } from '../../namespaces.ts'

/** Brazilian Portuguese texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Avaliações de treinamentos',
	description: 'Notas e comentários deixados pelos seus alunos depois de concluírem um treinamento.',
	loadFailed: 'Não foi possível carregar algumas avaliações.',
	summary: {
		label: 'Resumo das avaliações exibidas',
		average: 'Nota média',
		averageValue: '{{value}} de 5',
		noAverage: 'Sem notas',
		count_one: '{{count}} avaliação',
		count_other: '{{count}} avaliações',
		perRating: 'Avaliações por nota',
	},
	filters: {
		label: 'Filtrar avaliações',
		training: 'Treinamento',
		allTrainings: 'Todos os treinamentos',
		trainingsChosen_one: '{{count}} treinamento',
		trainingsChosen_other: '{{count}} treinamentos',
		noTrainings: 'Nenhum treinamento tem avaliações ainda.',
		rating: 'Nota',
		withComments: 'Somente avaliações com comentários',
		apply: 'Aplicar',
		clear: 'Limpar filtros',
	},
	columns: {
		learner: 'Aluno',
		email: 'E-mail',
		training: 'Treinamento',
		rating: 'Nota',
		comment: 'Comentário',
		date: 'Data',
	},
	stars_one: '{{count}} estrela',
	stars_other: '{{count}} estrelas',
	ratingValue: '{{rating}} de 5',
	noComment: 'Sem comentário',
	download: 'Baixar CSV',
	downloadEmpty: 'Não há avaliações para baixar.',
	downloadFailed: 'Algo deu errado',
} satisfies Texts<'reviews'>
