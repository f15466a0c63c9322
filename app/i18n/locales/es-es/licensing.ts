import type { Texts } from '../../namespaces.ts'

/** Spanish (Spain) texts of the licensing namespace (keys as in ../en/licensing.ts). */
export default {
	tabs: {
		label: 'Licencias y facturación',
		licensing: 'Licencias',
		billing: 'Facturación',
	},
	loadFailed: 'No se han podido cargar algunos datos.',
	unknown: 'Desconocido',
	none: 'Ninguna',
	page: {
		title: 'Licencias',
	},
	plan: {
		title: 'Tu plan',
		label: 'Plan',
		names: {
			FREE: 'Gratuito',
			TRIAL_ACTIVE: 'Prueba de Boost',
			BOOSTED: 'Boost',
		},
		trialEnded: 'La prueba de Boost ha terminado',
		trialEndsIn: 'La prueba termina el',
		seats: 'Licencias',
		users: 'Usuarios',
		usersEnabled: '{{enabled}} activados',
		daysLeft: 'Días restantes',
		pricePerSeat: 'Precio por licencia',
		pricePerSeatValue: '{{price}} / al año',
		renewalDate: 'Fecha de renovación',
	},
	manage: {
		title: 'Gestiona tu plan',
		freeText:
			'Pásate a Boost para cumplimiento normativo, informes, SSO, cursos de formación, el vídeo mensual, el ejercicio de phishing y la simulación de phishing.',
		boostText: 'Compra más licencias a medida que crece tu equipo, o cambia de plan.',
		upgrade: 'Mejorar plan',
		buySeats: 'Comprar licencias',
		downgrade: 'Bajar de plan',
		contactSales: 'Contactar con ventas',
	},
	providerManaged: {
		title: 'Tus licencias las gestiona tu proveedor',
		provider: 'Tu proveedor: {{name}}',
		contact: 'Para cambiar tu plan o tus licencias, ponte en contacto con {{name}}.',
		contactUnnamed: 'Para cambiar tu plan o tus licencias, ponte en contacto con tu proveedor.',
		billing: 'Tus facturas y pagos los gestiona {{name}}.',
		billingUnnamed: 'Tus facturas y pagos los gestiona tu proveedor.',
		contactSupport: 'Contactar con soporte',
	},
	billing: {
		title: 'Facturación',
		manage: {
			title: 'Método de pago y datos de facturación',
			description:
				'Actualiza tu método de pago y tus datos de facturación, y consulta tus recibos, en el portal de clientes.',
			submit: 'Gestionar facturación',
		},
	},
	invoices: {
		title: 'Facturas e historial de pagos',
		search: 'Buscar facturas',
		pagination: 'Páginas de facturas',
		columns: {
			number: 'Factura',
			invoiceDate: 'Fecha de factura',
			amount: 'Importe',
			seats: 'Licencias',
			status: 'Estado',
			paymentMethod: 'Método de pago',
			dueDate: 'Fecha de vencimiento',
			paidDate: 'Fecha de pago',
		},
		status: {
			OPEN: 'Abierta',
			PAID: 'Pagada',
			VOID: 'Anulada',
			DRAFT: 'Borrador',
			UNCOLLECTIBLE: 'Incobrable',
			OVERDUE: 'Vencida',
		},
		paymentMethod: {
			INVOICE: 'Factura',
			CREDIT_CARD: 'Tarjeta de crédito',
			DISTRIBUTOR_CREDIT: 'Crédito de distribuidor',
		},
		cardEnding: 'Tarjeta de crédito acabada en {{last4}}',
		notPaid: 'Sin pagar',
		filters: {
			status: 'Estado',
			paymentMethod: 'Método de pago',
			all: 'Todos',
			apply: 'Aplicar',
			clear: 'Borrar filtros',
		},
	},
	bank: {
		title: 'Datos para la transferencia bancaria',
		description:
			'Para pagar una factura por transferencia bancaria, utiliza estos datos e indica la referencia de pago.',
		bankName: 'Banco',
		accountHolder: 'Titular de la cuenta',
		iban: 'IBAN',
		bic: 'BIC / SWIFT',
		accountNumber: 'Número de cuenta',
		routingNumber: 'Número de ruta (routing)',
		reference: 'Referencia de pago',
		currency: 'Divisa',
	},
} satisfies Texts<'licensing'>
