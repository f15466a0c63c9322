import type { Texts } from '../../namespaces.ts'

/** Textos en español (Latinoamérica) de Primeros pasos, Guías y recursos y Conviértete en socio (mismas claves que en/home.ts). */
export default {
	nextSteps: {
		title: 'Tus próximos pasos',
		step: 'Paso {{number}}',
		status: {
			done: 'Listo',
			current: 'Próximo paso',
			upcoming: 'Sin iniciar',
		},
		startTraining: {
			title: 'Inicia la capacitación anual de concientización',
			description:
				'Asigna el curso anual de concientización en seguridad a todos tus usuarios. Empieza hoy y todos reciben una notificación.',
			action: '¡Vamos!',
		},
		inviteUsers: {
			title: 'Invita usuarios a la capacitación anual de concientización',
			description: 'Agrega a tu equipo para que pueda tomar el curso. Los usuarios invitados quedan asignados a la capacitación.',
			action: 'Invitar usuarios',
		},
		dashboard: {
			title: 'Tu capacitación está en marcha',
			description: 'Sigue en el Panel el progreso de tus usuarios, el puntaje de cultura de tu empresa y tus campañas.',
			action: 'Ir al Panel',
		},
		unavailable: 'No se pudieron cargar tus próximos pasos. Inténtalo de nuevo.',
	},
	suspended: {
		title: '¡Tu periodo de prueba venció!',
		description:
			'La capacitación está suspendida porque el periodo de prueba venció. Actualiza tu plan para que tus estudiantes sigan avanzando.',
		action: 'Mejorar plan',
	},
	startTraining: {
		title: 'Iniciar campaña',
		description: 'El curso empieza de inmediato; todos los usuarios quedan asignados y reciben una notificación.',
		campaign: '“{{name}}” empieza hoy, {{date}}.',
		confirm: 'Confirmar',
		started: 'La campaña de capacitación anual comenzó. Todos los usuarios fueron asignados y notificados.',
		alreadyStarted: 'La campaña de capacitación anual ya está en curso.',
	},
	partnerAccess: {
		title: 'Confirma el acceso de la empresa matriz',
		description: 'Al confirmar, la empresa matriz podrá administrar tu empresa.',
		parent: 'Empresa matriz: {{name}}',
		confirmed: '¡Se actualizó correctamente!',
		notAllowed: 'Solo un administrador de esta empresa puede confirmar el acceso de su empresa matriz.',
	},
	purchaseComplete: {
		title: 'Compra completada',
		description: '¡Pago realizado! Tus licencias se agregaron.',
		done: 'Listo',
	},
	tournament: {
		title: 'Configurar un torneo de Secure Code',
		editTitle: 'Editar el torneo de Secure Code',
		description:
			'Un torneo de código seguro reta a tus desarrolladores a encontrar y corregir vulnerabilidades en código real, con una tabla de posiciones para ver quién obtiene el mejor puntaje.',
		name: 'Nombre del torneo',
		defaultName: 'Torneo de Secure Code',
		start: 'Comienza (UTC)',
		end: 'Termina (UTC)',
		participants: 'Participantes',
		types: {
			all: 'Todos los usuarios',
			departments: 'Departamentos',
			groups: 'Grupos',
		},
		departments: 'Departamentos',
		groups: 'Grupos',
		noDepartments: 'Aún no hay departamentos.',
		noGroups: 'Aún no hay grupos.',
		chooseOnNextPage: 'Si eliges departamentos o grupos, los seleccionarás en la página siguiente.',
		notifications: 'Enviar un correo a los participantes cuando empiece el torneo',
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
		description: 'Mira el video o compártelo con tu equipo.',
		player: 'Reproductor de video: {{title}}',
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
		link: 'Enlace del video',
	},
	guides: {
		title: 'Videoguías para empezar rápido',
		subtitle: '¡Un video breve para que tu experiencia con la consola de administración sea más fácil!',
		watch: 'Ver el video',
		videos: {
			'free-vs-boost': 'Free vs. Boost',
			'how-to-choose-training': 'Cómo elegir la capacitación',
			'inviting-your-team': 'Cómo invitar a tu equipo',
			'learner-experience': 'Conoce la experiencia del estudiante',
		},
		interested: 'Quizás te interese…',
		opensInNewTab: '(se abre en una pestaña nueva)',
		cards: {
			howToGuides: {
				title: 'Guías prácticas',
				description: 'Artículos paso a paso para cada parte de la consola de administración.',
			},
			bookDemo: {
				title: 'Reserva una demostración',
				description: 'Conoce la plataforma con uno de nuestros expertos y resuelve tus dudas.',
			},
			pricing: {
				title: 'Precios',
				description: 'Compara el plan Free con Boost y encuentra la opción ideal para tu equipo.',
			},
			affiliate: {
				title: 'Hazte afiliado',
				description: 'Recomiéndanos y gana el {{percent}} % de cada compra.',
			},
			feedback: {
				title: 'Enviar comentarios',
				description: 'Cuéntanos qué te funciona y qué deberíamos mejorar.',
			},
		},
	},
	becomePartner: {
		title: 'Conviértete en socio',
		intro:
			'Ofrece capacitación de concientización en seguridad a tus clientes con tu propia marca. Nuestro programa de socios brinda a los proveedores de servicios administrados y revendedores todo lo que necesitan para vender, impartir y administrar la capacitación.',
		resell: {
			title: 'Reventa',
			description: 'Compra licencias a precio de socio, asígnalas a tus clientes y factúrales como prefieras.',
		},
		whiteLabel: {
			title: 'Marca blanca',
			description:
				'Ofrece la consola de administración y la experiencia del estudiante en tu propio dominio, con tu logotipo y tus colores.',
		},
		customers: {
			title: 'Gestión de clientes',
			description:
				'Crea empresas cliente, inicia sesión como ellas, comparte capacitaciones con ellas y sigue su progreso desde un único portal de socios.',
		},
		contactSales: 'Contactar a ventas',
		contactHint: 'Cuéntanos sobre tu negocio y nuestro equipo se pondrá en contacto contigo.',
	},
} satisfies Texts<'home'>
