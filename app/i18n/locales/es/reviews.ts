import type { Texts } from '../../namespaces.ts'

/** Latin American Spanish texts of the reviews namespace (keys as in ../en/reviews.ts). */
export default {
	title: 'Reseñas de capacitaciones',
	description: 'Calificaciones y comentarios que dejaron tus alumnos al terminar una capacitación.',
	loadFailed: 'No se pudieron cargar algunas reseñas.',
	summary: {
		label: 'Resumen de las reseñas mostradas',
		average: 'Calificación promedio',
		averageValue: '{{value}} de 5',
		noAverage: 'Sin calificaciones',
		count_one: '{{count}} reseña',
		count_other: '{{count}} reseñas',
		perRating: 'Reseñas por calificación',
	},
	filters: {
		label: 'Filtrar reseñas',
		training: 'Capacitación',
		allTrainings: 'Todas las capacitaciones',
		trainingsChosen_one: '{{count}} capacitación',
		trainingsChosen_other: '{{count}} capacitaciones',
		noTrainings: 'Ninguna capacitación tiene reseñas todavía.',
		rating: 'Calificación',
		withComments: 'Solo reseñas con comentarios',
		apply: 'Aplicar',
		clear: 'Borrar filtros',
	},
	columns: {
		learner: 'Alumno',
		email: 'Correo electrónico',
		training: 'Capacitación',
		rating: 'Calificación',
		comment: 'Comentario',
		date: 'Fecha',
	},
	stars_one: '{{count}} estrella',
	stars_other: '{{count}} estrellas',
	ratingValue: '{{rating}} de 5',
	noComment: 'Sin comentario',
	download: 'Descargar CSV',
	downloadEmpty: 'No hay reseñas para descargar.',
	downloadFailed: 'Algo salió mal',
} satisfies Texts<'reviews'>
