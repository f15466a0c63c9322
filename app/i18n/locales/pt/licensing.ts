import type { Texts } from '../../namespaces.ts'

/** Portuguese (Portugal) texts of the licensing namespace (keys as in ../en/licensing.ts). */
export default {
	tabs: {
		label: 'Licenças e faturação',
		licensing: 'Licenças',
		billing: 'Faturação',
	},
	loadFailed: 'Não foi possível carregar alguns dados.',
	unknown: 'Desconhecido',
	none: 'Nenhuma',
	page: {
		title: 'Licenças',
	},
	plan: {
		title: 'O seu plano',
		label: 'Plano',
		names: {
			FREE: 'Gratuito',
			TRIAL_ACTIVE: 'Avaliação do Boost',
			BOOSTED: 'Boost',
		},
		trialEnded: 'A avaliação do Boost terminou',
		trialEndsIn: 'A avaliação termina a',
		seats: 'Licenças',
		users: 'Utilizadores',
		usersEnabled: '{{enabled}} ativados',
		daysLeft: 'Dias restantes',
		pricePerSeat: 'Preço por licença',
		pricePerSeatValue: '{{price}} / por ano',
		renewalDate: 'Data de renovação',
	},
	manage: {
		title: 'Gerir o seu plano',
		freeText:
			'Mude para o Boost para conformidade, relatórios, SSO, cursos de formação, o vídeo mensal, o exercício de phishing e a simulação de phishing.',
		boostText: 'Compre mais licenças à medida que a sua equipa cresce, ou altere o seu plano.',
		upgrade: 'Fazer upgrade',
		buySeats: 'Comprar licenças',
		downgrade: 'Fazer downgrade',
		contactSales: 'Contactar vendas',
	},
	providerManaged: {
		title: 'As suas licenças são geridas pelo seu fornecedor',
		provider: 'O seu fornecedor: {{name}}',
		contact: 'Para alterar o seu plano ou as suas licenças, contacte {{name}}.',
		contactUnnamed: 'Para alterar o seu plano ou as suas licenças, contacte o seu fornecedor.',
		billing: 'As suas faturas e pagamentos são tratados por {{name}}.',
		billingUnnamed: 'As suas faturas e pagamentos são tratados pelo seu fornecedor.',
		contactSupport: 'Contactar o suporte',
	},
	billing: {
		title: 'Faturação',
		manage: {
			title: 'Método de pagamento e dados de faturação',
			description:
				'Atualize o seu método de pagamento e os dados de faturação, e consulte os seus recibos, no portal do cliente.',
			submit: 'Gerir faturação',
		},
	},
	invoices: {
		title: 'Faturas e histórico de pagamentos',
		search: 'Pesquisar faturas',
		pagination: 'Páginas de faturas',
		columns: {
			number: 'Fatura',
			invoiceDate: 'Data da fatura',
			amount: 'Montante',
			seats: 'Licenças',
			status: 'Estado',
			paymentMethod: 'Método de pagamento',
			dueDate: 'Data de vencimento',
			paidDate: 'Data de pagamento',
		},
		status: {
			OPEN: 'Em aberto',
			PAID: 'Paga',
			VOID: 'Anulada',
			DRAFT: 'Rascunho',
			UNCOLLECTIBLE: 'Incobrável',
			OVERDUE: 'Em atraso',
		},
		paymentMethod: {
			INVOICE: 'Fatura',
			CREDIT_CARD: 'Cartão de crédito',
			DISTRIBUTOR_CREDIT: 'Crédito de distribuidor',
		},
		cardEnding: 'Cartão de crédito terminado em {{last4}}',
		notPaid: 'Por pagar',
		filters: {
			status: 'Estado',
			paymentMethod: 'Método de pagamento',
			all: 'Todos',
			apply: 'Aplicar',
			clear: 'Limpar filtros',
		},
	},
	bank: {
		title: 'Dados para transferência bancária',
		description:
			'Para pagar uma fatura por transferência bancária, utilize estes dados e indique a referência de pagamento.',
		bankName: 'Banco',
		accountHolder: 'Titular da conta',
		iban: 'IBAN',
		bic: 'BIC / SWIFT',
		accountNumber: 'Número de conta',
		routingNumber: 'Número de encaminhamento (routing)',
		reference: 'Referência de pagamento',
		currency: 'Moeda',
	},
} satisfies Texts<'licensing'>
