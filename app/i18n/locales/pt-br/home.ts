import type { Texts } from '../../namespaces.ts'

/** Textos em português (Brasil) de Primeiros passos, Guias e recursos e Seja um parceiro (mesmas chaves que en/home.ts). */
export default {
	nextSteps: {
		title: 'Seus próximos passos',
		step: 'Passo {{number}}',
		status: {
			done: 'Concluído',
			current: 'Próximo passo',
			upcoming: 'Não iniciado',
		},
		startTraining: {
			title: 'Inicie o treinamento anual de conscientização',
			description:
				'Atribua o curso anual de conscientização em segurança a todos os seus usuários. Ele começa hoje e todos são notificados.',
			action: 'Vamos lá',
		},
		inviteUsers: {
			title: 'Convide usuários para o treinamento anual de conscientização',
			description: 'Adicione sua equipe para que ela possa fazer o curso. Os usuários convidados são atribuídos ao treinamento.',
			action: 'Convidar usuários',
		},
		dashboard: {
			title: 'Seu treinamento está em andamento',
			description: 'Acompanhe no Painel o progresso dos seus usuários, a pontuação de cultura da sua empresa e suas campanhas.',
			action: 'Ir para o Painel',
		},
		unavailable: 'Não foi possível carregar seus próximos passos. Tente novamente.',
	},
	suspended: {
		title: 'Seu período de teste expirou!',
		description:
			'O treinamento está suspenso porque o período de teste expirou. Faça upgrade do seu plano para manter o progresso dos seus alunos.',
		action: 'Fazer upgrade do plano',
	},
	startTraining: {
		title: 'Iniciar campanha',
		description: 'O curso começa imediatamente; todos os usuários são atribuídos e notificados.',
		campaign: '“{{name}}” começa hoje, {{date}}.',
		confirm: 'Confirmar',
		started: 'A campanha de treinamento anual começou. Todos os usuários foram atribuídos e notificados.',
		alreadyStarted: 'A campanha de treinamento anual já está em andamento.',
	},
	partnerAccess: {
		title: 'Confirme o acesso da empresa controladora',
		description: 'Após a confirmação, a empresa controladora poderá gerenciar sua empresa.',
		parent: 'Empresa controladora: {{name}}',
		confirmed: 'Atualizado com sucesso!',
		notAllowed: 'Somente um administrador desta empresa pode confirmar o acesso da empresa controladora.',
	},
	purchaseComplete: {
		title: 'Compra concluída',
		description: 'Pagamento realizado com sucesso! Suas licenças foram adicionadas.',
		done: 'Concluído',
	},
	tournament: {
		title: 'Configurar um torneio Secure Code',
		editTitle: 'Editar o torneio Secure Code',
		description:
			'Um torneio de código seguro desafia seus desenvolvedores a encontrar e corrigir vulnerabilidades em código real, com um ranking para ver quem faz mais pontos.',
		name: 'Nome do torneio',
		defaultName: 'Torneio Secure Code',
		start: 'Início (UTC)',
		end: 'Término (UTC)',
		participants: 'Participantes',
		types: {
			all: 'Todos os usuários',
			departments: 'Departamentos',
			groups: 'Grupos',
		},
		departments: 'Departamentos',
		groups: 'Grupos',
		noDepartments: 'Ainda não há departamentos.',
		noGroups: 'Ainda não há grupos.',
		chooseOnNextPage: 'Com departamentos ou grupos, você os escolhe na próxima página.',
		notifications: 'Enviar um e-mail aos participantes quando o torneio começar',
		submit: 'Configurar torneio',
		save: 'Salvar alterações',
		later: 'Mais tarde',
		cancel: 'Cancelar',
		errors: {
			required: 'O campo é obrigatório',
			dateInvalid: 'Informe uma data e um horário.',
			startPast: 'O início não pode estar no passado.',
			endBeforeStart: 'O término deve ser depois do início.',
			tooLong: 'Um torneio pode durar no máximo 90 dias.',
			selectOne: 'Selecione pelo menos um valor',
		},
	},
	video: {
		description: 'Assista ao vídeo ou compartilhe-o com sua equipe.',
		player: 'Player de vídeo: {{title}}',
		share: 'Compartilhar',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Compartilhar no Facebook',
			x: 'Compartilhar no X',
			linkedin: 'Compartilhar no LinkedIn',
		},
		copyLink: 'Copiar link',
		copied: 'Link copiado',
		link: 'Link do vídeo',
	},
	guides: {
		title: 'Guias em vídeo para começar rápido',
		subtitle: 'Um vídeo curto para facilitar sua experiência com o console de administração!',
		watch: 'Assistir ao vídeo',
		videos: {
			'free-vs-boost': 'Free vs. Boost',
			'how-to-choose-training': 'Como escolher o treinamento',
			'inviting-your-team': 'Como convidar sua equipe',
			'learner-experience': 'Conheça a experiência do aluno',
		},
		interested: 'Você também pode se interessar por…',
		opensInNewTab: '(abre em uma nova aba)',
		cards: {
			howToGuides: {
				title: 'Guias práticos',
				description: 'Artigos passo a passo para cada parte do console de administração.',
			},
			bookDemo: {
				title: 'Agende uma demonstração',
				description: 'Conheça a plataforma com um de nossos especialistas e tire suas dúvidas.',
			},
			pricing: {
				title: 'Preços',
				description: 'Compare o plano Free com o Boost e encontre a opção certa para sua equipe.',
			},
			affiliate: {
				title: 'Seja um afiliado',
				description: 'Indique-nos e ganhe {{percent}}% de cada compra.',
			},
			feedback: {
				title: 'Enviar feedback',
				description: 'Conte o que funciona para você e o que devemos melhorar.',
			},
		},
	},
	becomePartner: {
		title: 'Seja um parceiro',
		intro:
			'Ofereça treinamento de conscientização em segurança aos seus clientes com a sua própria marca. Nosso programa de parceiros oferece aos provedores de serviços gerenciados e revendedores tudo o que eles precisam para vender, entregar e gerenciar o treinamento.',
		resell: {
			title: 'Revenda',
			description: 'Compre licenças com preços de parceiro, distribua-as aos seus clientes e cobre-os do seu jeito.',
		},
		whiteLabel: {
			title: 'White label',
			description: 'Execute o console de administração e a experiência do aluno no seu próprio domínio, com seu logotipo e suas cores.',
		},
		customers: {
			title: 'Gestão de clientes',
			description:
				'Crie empresas clientes, acesse como elas, compartilhe treinamentos com elas e acompanhe o progresso delas em um único portal do parceiro.',
		},
		contactSales: 'Falar com vendas',
		contactHint: 'Conte sobre o seu negócio e nossa equipe entrará em contato.',
	},
} satisfies Texts<'home'>
