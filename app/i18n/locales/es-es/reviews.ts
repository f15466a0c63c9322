import type { Texts } from '../../namespaces.ts'

/** Spanish (Spain) texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Reseñas de formaciones',
	description: 'Valoraciones y comentarios que dejaron tus alumnos al terminar una formación.',
	loadFailed: 'No se han podido cargar algunas reseñas.',
	summary: {
		label: 'Resumen de las reseñas mostradas',
		average: 'Valoración media',
		averageValue: '{{value}} de 5',
		noAverage: 'Sin valoraciones',
		count_one: '{{count}} reseña',
		count_other: '{{count}} reseñas',
		perRating: 'Reseñas por valoración',
	},
	filters: {
		label: 'Filtrar reseñas',
		training: 'Formación',
		allTrainings: 'Todas las formaciones',
		trainingsChosen_one: '{{count}} formación',
		trainingsChosen_other: '{{count}} formaciones',
		noTrainings: 'Ninguna formación tiene reseñas todavía.',
		rating: 'Valoración',
		withComments: 'Solo reseñas con comentarios',
		apply: 'Aplicar',
		clear: 'Borrar filtros',
	},
	columns: {
		learner: 'Alumno',
		email: 'Correo electrónico',
		training: 'Formación',
		rating: 'Valoración',
		comment: 'Comentario',
		date: 'Fecha',
	},
	stars_one: '{{count}} estrella',
	stars_other: '{{count}} estrellas',
	ratingValue: '{{rating}} de 5',
	noComment: 'Sin comentario',
	download: 'Descargar CSV',
	downloadEmpty: 'No hay reseñas que descargar.',
	downloadFailed: 'Algo ha salido mal',
} satisfies Texts<'reviews'>
