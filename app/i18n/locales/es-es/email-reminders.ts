import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Recordatorios por correo',
	description: 'Correos automáticos que recuerdan a los alumnos sus tareas pendientes.',
	enabled: 'Enviar recordatorios automáticos',
	enabledHint:
		'Los alumnos con tareas pendientes en las categorías elegidas reciben este correo según la programación.',
	frequency: 'Frecuencia',
	frequencies: {
		weekly: 'Cada semana',
		biweekly: 'Cada dos semanas',
		monthly: 'Cada mes (primera semana)',
	},
	weekday: 'El día',
	weekdays: {
		'1': 'Lunes',
		'2': 'Martes',
		'3': 'Miércoles',
		'4': 'Jueves',
		'5': 'Viernes',
		'6': 'Sábado',
		'7': 'Domingo',
	},
	categories: 'Incluir tareas pendientes',
	categoryNames: {
		includeVideoTraining: 'Formación en vídeo',
		includeGaming: 'Juegos',
		includePolicies: 'Políticas',
		includeCalendarVideos: 'Vídeos del calendario',
	},
	subject: 'Asunto',
	message: 'Mensaje (opcional)',
	save: 'Guardar',
	saved: '¡Configuración actualizada correctamente!',
	next: 'Próximos recordatorios: {{date}}.',
	off: 'Los recordatorios automáticos están desactivados.',
	lastSent: 'Último envío: {{date}}.',
	errors: {
		required: 'Campo obligatorio',
		categoriesRequired: 'Debes seleccionar al menos un valor',
		subjectRequired: 'Añade un asunto.',
		subjectTooLong: 'El asunto puede tener como máximo 300 caracteres.',
		messageTooLong: 'El mensaje puede tener como máximo 20.000 caracteres.',
	},
} satisfies Texts<'emailReminders'>
