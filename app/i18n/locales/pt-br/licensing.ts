import type { Texts } from '../../namespaces.ts'

/** Portuguese (Brazil) texts of the licensing namespace (keys as in ../en/licensing.ts). */
export default {
	tabs: {
		label: 'Licenças e cobrança',
		licensing: 'Licenças',
		billing: 'Cobrança',
	},
	loadFailed: 'Não foi possível carregar alguns dados.',
	unknown: 'Desconhecido',
	none: 'Nenhuma',
	page: {
		title: 'Licenças',
	},
	plan: {
		title: 'Seu plano',
		label: 'Plano',
		names: {
			FREE: 'Gratuito',
			TRIAL_ACTIVE: 'Teste do Boost',
			BOOSTED: 'Boost',
		},
		trialEnded: 'O teste do Boost terminou',
		trialEndsIn: 'O teste termina em',
		seats: 'Licenças',
		users: 'Usuários',
		usersEnabled: '{{enabled}} ativados',
		daysLeft: 'Dias restantes',
		pricePerSeat: 'Preço por licença',
		pricePerSeatValue: '{{price}} / por ano',
		renewalDate: 'Data de renovação',
	},
	manage: {
		title: 'Gerencie seu plano',
		freeText:
			'Mude para o Boost para conformidade, relatórios, SSO, cursos de treinamento, o vídeo mensal, o exercício de phishing e a simulação de phishing.',
		boostText: 'Compre mais licenças conforme sua equipe cresce, ou mude de plano.',
		upgrade: 'Fazer upgrade',
		buySeats: 'Comprar licenças',
		downgrade: 'Fazer downgrade',
		contactSales: 'Falar com vendas',
	},
	providerManaged: {
		title: 'Suas licenças são gerenciadas pelo seu provedor',
		provider: 'Seu provedor: {{name}}',
		contact: 'Para alterar seu plano ou suas licenças, entre em contato com {{name}}.',
		contactUnnamed: 'Para alterar seu plano ou suas licenças, entre em contato com seu provedor.',
		billing: 'Suas faturas e pagamentos são tratados por {{name}}.',
		billingUnnamed: 'Suas faturas e pagamentos são tratados pelo seu provedor.',
		contactSupport: 'Falar com o suporte',
	},
	billing: {
		title: 'Cobrança',
		manage: {
			title: 'Forma de pagamento e dados de cobrança',
			description:
				'Atualize sua forma de pagamento e seus dados de cobrança, e veja seus recibos, no portal do cliente.',
			submit: 'Gerenciar cobrança',
		},
	},
	invoices: {
		title: 'Faturas e histórico de pagamentos',
		search: 'Buscar faturas',
		pagination: 'Páginas de faturas',
		columns: {
			number: 'Fatura',
			invoiceDate: 'Data da fatura',
			amount: 'Valor',
			seats: 'Licenças',
			status: 'Status',
			paymentMethod: 'Forma de pagamento',
			dueDate: 'Data de vencimento',
			paidDate: 'Data de pagamento',
		},
		status: {
			OPEN: 'Em aberto',
			PAID: 'Paga',
			VOID: 'Anulada',
			DRAFT: 'Rascunho',
			UNCOLLECTIBLE: 'Incobrável',
			OVERDUE: 'Vencida',
		},
		paymentMethod: {
			INVOICE: 'Fatura',
			CREDIT_CARD: 'Cartão de crédito',
			DISTRIBUTOR_CREDIT: 'Crédito de distribuidor',
		},
		cardEnding: 'Cartão de crédito com final {{last4}}',
		notPaid: 'Não paga',
		filters: {
			status: 'Status',
			paymentMethod: 'Forma de pagamento',
			all: 'Todos',
			apply: 'Aplicar',
			clear: 'Limpar filtros',
		},
	},
	bank: {
		title: 'Dados para transferência bancária',
		description:
			'Para pagar uma fatura por transferência bancária, use estes dados e informe a referência de pagamento.',
		bankName: 'Banco',
		accountHolder: 'Titular da conta',
		iban: 'IBAN',
		bic: 'BIC / SWIFT',
		accountNumber: 'Número da conta',
		routingNumber: 'Número de roteamento (routing)',
		reference: 'Referência de pagamento',
		currency: 'Moeda',
	},
} satisfies Texts<'licensing'>
