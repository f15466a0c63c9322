import type { Texts } from '../../namespaces.ts'

/** Textos en español (España) de Primeros pasos, Guías y recursos y Hazte partner (mismas claves que en/home.ts). */
export default {
	nextSteps: {
		title: 'Tus próximos pasos',
		step: 'Paso {{number}}',
		status: {
			done: 'Hecho',
			current: 'Siguiente paso',
			upcoming: 'Sin empezar',
		},
		startTraining: {
			title: 'Empieza la formación anual de concienciación',
			description:
				'Asigna el curso anual de concienciación en seguridad a todos tus usuarios. Empieza hoy y todos reciben una notificación.',
			action: '¡Vamos!',
		},
		inviteUsers: {
			title: 'Invita a usuarios a la formación anual de concienciación',
			description: 'Añade a tu equipo para que pueda hacer el curso. Los usuarios invitados quedan asignados a la formación.',
			action: 'Invitar usuarios',
		},
		dashboard: {
			title: 'Tu formación está en marcha',
			description: 'Sigue en el Panel de control el progreso de tus usuarios, la puntuación de cultura de tu empresa y tus campañas.',
			action: 'Ir al Panel de control',
		},
		unavailable: 'No se han podido cargar tus próximos pasos. Inténtalo de nuevo.',
	},
	suspended: {
		title: '¡Tu periodo de prueba ha caducado!',
		description:
			'La formación está suspendida porque el periodo de prueba ha caducado. Mejora tu plan para que tus alumnos sigan avanzando.',
		action: 'Mejorar plan',
	},
	startTraining: {
		title: 'Iniciar campaña',
		description: 'El curso empieza de inmediato; todos los usuarios quedan asignados y reciben una notificación.',
		campaign: '«{{name}}» empieza hoy, {{date}}.',
		confirm: 'Confirmar',
		started: 'La campaña de formación anual ha empezado. Todos los usuarios han sido asignados y notificados.',
		alreadyStarted: 'La campaña de formación anual ya está en marcha.',
	},
	partnerAccess: {
		title: 'Confirma el acceso de la empresa matriz',
		description: 'Al confirmar, la empresa matriz podrá gestionar tu empresa.',
		parent: 'Empresa matriz: {{name}}',
		confirmed: '¡Actualizado correctamente!',
		notAllowed: 'Solo un administrador de esta empresa puede confirmar el acceso de su empresa matriz.',
	},
	purchaseComplete: {
		title: 'Compra completada',
		description: '¡Pago realizado! Se han añadido tus licencias.',
		done: 'Hecho',
	},
	tournament: {
		title: 'Configurar un torneo de Secure Code',
		editTitle: 'Editar el torneo de Secure Code',
		description:
			'Un torneo de código seguro reta a tus desarrolladores a encontrar y corregir vulnerabilidades en código real, con una clasificación para ver quién consigue la mejor puntuación.',
		name: 'Nombre del torneo',
		defaultName: 'Torneo de Secure Code',
		start: 'Empieza (UTC)',
		end: 'Acaba (UTC)',
		participants: 'Participantes',
		types: {
			all: 'Todos los usuarios',
			departments: 'Departamentos',
			groups: 'Grupos',
		},
		departments: 'Departamentos',
		groups: 'Grupos',
		noDepartments: 'Todavía no hay departamentos.',
		noGroups: 'Todavía no hay grupos.',
		chooseOnNextPage: 'Si eliges departamentos o grupos, los seleccionarás en la página siguiente.',
		notifications: 'Enviar un correo electrónico a los participantes cuando empiece el torneo',
		submit: 'Configurar torneo',
		save: 'Guardar cambios',
		later: 'Más tarde',
		cancel: 'Cancelar',
		errors: {
			required: 'El campo es obligatorio',
			dateInvalid: 'Introduce una fecha y una hora.',
			startPast: 'El inicio no puede estar en el pasado.',
			endBeforeStart: 'El final debe ser posterior al inicio.',
			tooLong: 'Un torneo puede durar como máximo 90 días.',
			selectOne: 'Debes seleccionar al menos un valor',
		},
	},
	video: {
		description: 'Mira el vídeo o compártelo con tu equipo.',
		player: 'Reproductor de vídeo: {{title}}',
		share: 'Compartir',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Compartir en Facebook',
			x: 'Compartir en X',
			linkedin: 'Compartir en LinkedIn',
		},
		copyLink: 'Copiar enlace',
		copied: 'Enlace copiado',
		link: 'Enlace del vídeo',
	},
	guides: {
		title: 'Videoguías para empezar rápido',
		subtitle: '¡Un vídeo breve para que tu experiencia con la consola de administración sea más fácil!',
		watch: 'Ver el vídeo',
		videos: {
			'free-vs-boost': 'Free frente a Boost',
			'how-to-choose-training': 'Cómo elegir la formación',
			'inviting-your-team': 'Cómo invitar a tu equipo',
			'learner-experience': 'Descubre la experiencia del alumno',
		},
		interested: 'Quizá te interese…',
		opensInNewTab: '(se abre en una pestaña nueva)',
		cards: {
			howToGuides: {
				title: 'Guías prácticas',
				description: 'Artículos paso a paso para cada parte de la consola de administración.',
			},
			bookDemo: {
				title: 'Reserva una demo',
				description: 'Descubre la plataforma con uno de nuestros expertos y resuelve tus dudas.',
			},
			pricing: {
				title: 'Precios',
				description: 'Compara el plan Free con Boost y encuentra la opción adecuada para tu equipo.',
			},
			affiliate: {
				title: 'Hazte afiliado',
				description: 'Recomiéndanos y gana el {{percent}} % de cada compra.',
			},
			feedback: {
				title: 'Danos tu opinión',
				description: 'Cuéntanos qué te funciona y qué deberíamos mejorar.',
			},
		},
	},
	becomePartner: {
		title: 'Hazte partner',
		intro:
			'Ofrece formación de concienciación en seguridad a tus clientes con tu propia marca. Nuestro programa de partners proporciona a los proveedores de servicios gestionados y revendedores todo lo que necesitan para vender, impartir y gestionar la formación.',
		resell: {
			title: 'Reventa',
			description: 'Compra licencias a precio de partner, asígnalas a tus clientes y factúrales como prefieras.',
		},
		whiteLabel: {
			title: 'Marca blanca',
			description: 'Ofrece la consola de administración y la experiencia del alumno en tu propio dominio, con tu logotipo y tus colores.',
		},
		customers: {
			title: 'Gestión de clientes',
			description:
				'Crea empresas cliente, inicia sesión como ellas, comparte formaciones con ellas y sigue su progreso desde un único portal de partners.',
		},
		contactSales: 'Contactar con ventas',
		contactHint: 'Háblanos de tu negocio y nuestro equipo se pondrá en contacto contigo.',
	},
} satisfies Texts<'home'>
