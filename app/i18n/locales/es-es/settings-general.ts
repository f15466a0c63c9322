import type en from '../en/settings-general.ts'

/** Textos en español (España) de la configuración general y la página de integración (mismas claves que en/settings-general.ts). */
export default {
	title: 'Empresa',
	description: 'El nombre, el logotipo, el idioma y el país de tu empresa, tal como los ven tus administradores y alumnos.',
	name: 'Nombre de la empresa',
	logo: {
		label: 'Logotipo',
		hint: 'GIF, JPEG, JPG o PNG, de hasta {{n}} MB.',
		alt: 'Logotipo de {{company}}',
		none: 'Sin logotipo',
		remove: 'Quitar logotipo',
		removed: 'Logotipo quitado',
	},
	language: 'Idioma de la empresa',
	country: 'País',
	selectCountry: 'Selecciona tu país',
	inviteMessage: {
		label: 'Mensaje de invitación predeterminado para clientes',
		hint: 'El mensaje que reciben tus empresas clientes con su invitación.',
	},
	save: 'Guardar',
	saved: '¡Actualizado correctamente!',
	errors: {
		required: 'El campo es obligatorio',
		countryRequired: 'Selecciona tu país.',
		nameInvalid: 'Usa solo letras, dígitos, puntos, guiones, guiones bajos, signos & y espacios simples intermedios.',
		nameTaken: 'Este nombre de empresa ya está en uso.',
		tooLong: 'Usa como máximo {{max}} caracteres.',
		logoType: 'El archivo debe ser de un tipo de contenido permitido: gif, jpeg, jpg, png',
		logoSize: 'El tamaño del archivo debe ser menor de {{n}} MB',
	},
	integration: {
		title: 'Integración',
		description: 'La integración de consola a la que está conectada tu empresa y lo que cambia.',
		connected: 'Conectada',
		none: {
			title: 'Sin integración',
			text: 'Tu empresa no está conectada a ninguna integración de consola. Todo en la consola funciona como describe tu plan.',
		},
		nameLabel: 'Integración',
		changesLabel: 'Qué cambia para tu empresa',
		noChanges: 'Nada cambia en la consola con esta integración.',
		names: {
			console: 'Integración de consola de Acronis',
			coalitionParent: 'Coalición (empresa matriz)',
			coalitionMember: 'Coalición (empresa miembro)',
		},
		summaries: {
			console: 'Tu empresa usa la consola a través de la integración de Acronis, que gestiona sus usuarios y su plan.',
			coalitionParent: 'Tu empresa es la empresa matriz de una coalición; las licencias de sus miembros se gestionan en su nombre.',
			coalitionMember: 'Tu empresa es miembro de una coalición gestionada por {{parent}}.',
			other: 'Tu empresa está conectada a la integración «{{name}}».',
		},
		changes: {
			contactSales: 'No se ofrece Contactar con Ventas.',
			freeVsBoost: 'El vídeo Free vs Boost no se muestra en Guías y recursos.',
			transactions: 'El portal de socios no muestra transacciones.',
			adminDisable: 'Los usuarios administradores no se pueden desactivar en la consola.',
			signInFailures: 'Los problemas de inicio de sesión muestran la página de solución de problemas de la integración.',
			licensing: 'Las licencias están ocultas; Licencias abre Primeros pasos en su lugar.',
			pricing: 'No se muestran precios ni ventanas de planes.',
			providerManaged: 'Las licencias las gestiona tu proveedor.',
		},
	},
} satisfies typeof en
