import type { Texts } from '../../namespaces.ts'

export default {
	sharing: {
		status: {
			title: 'Clientes con esta capacitación',
			caption: 'Clientes con esta capacitación',
			search: 'Buscar clientes',
			columns: {
				companyName: 'Nombre del cliente',
				progress: 'Progreso',
				startDate: 'Fecha de inicio',
				receivedDate: 'Fecha de recepción',
			},
			selectCustomer: 'Seleccionar {{name}}',
			notStarted: 'Sin iniciar',
			actionsLabel: 'Acciones sobre los clientes seleccionados',
			remove: 'Quitar',
			end: 'Finalizar capacitación',
			start: 'Iniciar capacitación',
			startHint:
				'“Iniciar capacitación” inicia la capacitación para todos los usuarios de los clientes seleccionados, con vencimiento en 30 días.',
			removeDisabled: 'Esta capacitación pertenece a tu proveedor: no se pueden quitar clientes de ella.',
			empty: '¡No se agregaron clientes a esta capacitación!',
			addCustomers: 'Agregar clientes',
			started: '¡Los envíos se iniciaron correctamente!',
			ended: '¡La capacitación se finalizó correctamente para las empresas!',
			removed: '¡La capacitación se quitó correctamente para las empresas!',
			noSelection: 'Agrega clientes',
		},
		settings: {
			title: 'Comparte esta capacitación con tus clientes',
			inheritSettings: 'Configuración heredada',
			inherit: {
				copy_and_start: 'Copiar e iniciar',
				copy: 'Copiar',
			},
			inheritHints: {
				copy_and_start: 'Tus clientes reciben la capacitación y esta se inicia para ellos con la configuración de abajo.',
				copy: 'Tus clientes reciben la capacitación y pueden editar su configuración e iniciarla ellos mismos.',
			},
			addCustomers: 'Agregar clientes',
			customersHint: 'Solo los clientes con Boost pueden recibir una capacitación.',
			boostedCount: '{{count}} de {{total}} clientes pueden recibirla',
			notBoosted: 'No disponible, cliente sin Boost',
			allAdded: '¡Se agregaron todos los clientes!',
			pickerSearch: 'Buscar clientes',
			autoAssignment: 'Asignación automática',
			allUsers: 'Todos los usuarios',
			autoAssignmentHint: 'Se asigna a todos los usuarios de cada cliente; los departamentos y grupos son los de los propios clientes.',
			notifications: 'Notificar a los estudiantes por correo electrónico',
			subject: 'Asunto de la notificación',
			message: 'Mensaje de la notificación',
			defaultSubject: 'Nueva capacitación: {{course}}',
			daysToComplete: 'Días para completar',
			weeklyReminder: 'Recordatorio semanal',
			weeklyReminderHint:
				'Los clientes que no configuraron recordatorios reciben un recordatorio semanal de las capacitaciones pendientes.',
			startDate: 'Fecha de inicio',
			submit: 'Compartir',
			granted: '¡Se otorgó a los clientes acceso al curso!',
			started: '¡Los envíos se iniciaron correctamente!',
			errors: {
				addCustomers: 'Agrega clientes',
			},
		},
	},
} satisfies Texts<'courseSharing'>
