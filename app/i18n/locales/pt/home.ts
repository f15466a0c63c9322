import type { Texts } from '../../namespaces.ts'

/** Textos em português (Portugal) de Primeiros passos, Guias e recursos e Torne-se parceiro (mesmas chaves que en/home.ts). */
export default {
	nextSteps: {
		title: 'Os seus próximos passos',
		step: 'Passo {{number}}',
		status: {
			done: 'Concluído',
			current: 'Próximo passo',
			upcoming: 'Não iniciado',
		},
		startTraining: {
			title: 'Iniciar a formação anual de sensibilização',
			description:
				'Atribua o curso anual de sensibilização para a segurança a todos os seus utilizadores. Começa hoje e todos são notificados.',
			action: 'Vamos lá',
		},
		inviteUsers: {
			title: 'Convidar utilizadores para a formação anual de sensibilização',
			description: 'Adicione a sua equipa para que possa fazer o curso. Os utilizadores convidados ficam atribuídos à formação.',
			action: 'Convidar utilizadores',
		},
		dashboard: {
			title: 'A sua formação está em curso',
			description:
				'Acompanhe no Painel de controlo o progresso dos seus utilizadores, a pontuação de cultura da sua empresa e as suas campanhas.',
			action: 'Ir para o Painel de controlo',
		},
		unavailable: 'Não foi possível carregar os seus próximos passos. Tente novamente.',
	},
	suspended: {
		title: 'O seu período de avaliação expirou!',
		description:
			'A formação está suspensa porque o período de avaliação expirou. Atualize o seu plano para manter o progresso dos seus formandos.',
		action: 'Atualizar plano',
	},
	startTraining: {
		title: 'Iniciar campanha',
		description: 'O curso começa imediatamente; todos os utilizadores são atribuídos e notificados.',
		campaign: '«{{name}}» começa hoje, {{date}}.',
		confirm: 'Confirmar',
		started: 'A campanha de formação anual começou. Todos os utilizadores foram atribuídos e notificados.',
		alreadyStarted: 'A campanha de formação anual já está em curso.',
	},
	partnerAccess: {
		title: 'Confirmar o acesso da empresa-mãe',
		description: 'Após a confirmação, a empresa-mãe passará a poder gerir a sua empresa.',
		parent: 'Empresa-mãe: {{name}}',
		confirmed: 'Atualizado com sucesso!',
		notAllowed: 'Apenas um administrador desta empresa pode confirmar o acesso da respetiva empresa-mãe.',
	},
	purchaseComplete: {
		title: 'Compra concluída',
		description: 'Pagamento efetuado com sucesso! As suas licenças foram adicionadas.',
		done: 'Concluído',
	},
	tournament: {
		title: 'Configurar um torneio Secure Code',
		editTitle: 'Editar o torneio Secure Code',
		description:
			'Um torneio de código seguro desafia os seus programadores a encontrar e corrigir vulnerabilidades em código real, com uma tabela de classificação para ver quem obtém a melhor pontuação.',
		name: 'Nome do torneio',
		defaultName: 'Torneio Secure Code',
		start: 'Início (UTC)',
		end: 'Fim (UTC)',
		participants: 'Participantes',
		types: {
			all: 'Todos os utilizadores',
			departments: 'Departamentos',
			groups: 'Grupos',
		},
		departments: 'Departamentos',
		groups: 'Grupos',
		noDepartments: 'Ainda não há departamentos.',
		noGroups: 'Ainda não há grupos.',
		chooseOnNextPage: 'Com departamentos ou grupos, escolhe-os na página seguinte.',
		notifications: 'Enviar um e-mail aos participantes quando o torneio começar',
		submit: 'Configurar torneio',
		save: 'Guardar alterações',
		later: 'Mais tarde',
		cancel: 'Cancelar',
		errors: {
			required: 'O campo é obrigatório',
			dateInvalid: 'Introduza uma data e uma hora.',
			startPast: 'O início não pode ser no passado.',
			endBeforeStart: 'O fim tem de ser posterior ao início.',
			tooLong: 'Um torneio pode durar no máximo 90 dias.',
			selectOne: 'Tem de selecionar pelo menos um valor',
		},
	},
	video: {
		description: 'Veja o vídeo ou partilhe-o com a sua equipa.',
		player: 'Leitor de vídeo: {{title}}',
		share: 'Partilhar',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Partilhar no Facebook',
			x: 'Partilhar no X',
			linkedin: 'Partilhar no LinkedIn',
		},
		copyLink: 'Copiar ligação',
		copied: 'Ligação copiada',
		link: 'Ligação do vídeo',
	},
	guides: {
		title: 'Guias em vídeo para começar rapidamente',
		subtitle: 'Um vídeo curto para facilitar a sua experiência com a consola de administração!',
		watch: 'Ver o vídeo',
		videos: {
			'free-vs-boost': 'Free vs. Boost',
			'how-to-choose-training': 'Como escolher a formação',
			'inviting-your-team': 'Convidar a sua equipa',
			'learner-experience': 'Conheça a experiência do formando',
		},
		interested: 'Também lhe pode interessar…',
		opensInNewTab: '(abre num novo separador)',
		cards: {
			howToGuides: {
				title: 'Guias práticos',
				description: 'Artigos passo a passo para cada parte da consola de administração.',
			},
			bookDemo: {
				title: 'Marcar uma demonstração',
				description: 'Conheça a plataforma com um dos nossos especialistas e obtenha resposta às suas perguntas.',
			},
			pricing: {
				title: 'Preços',
				description: 'Compare o plano Free com o Boost e encontre a opção certa para a sua equipa.',
			},
			affiliate: {
				title: 'Torne-se afiliado',
				description: 'Recomende-nos e ganhe {{percent}}% de cada compra.',
			},
			feedback: {
				title: 'Dar feedback',
				description: 'Diga-nos o que funciona para si e o que devemos melhorar.',
			},
		},
	},
	becomePartner: {
		title: 'Torne-se parceiro',
		intro:
			'Ofereça formação de sensibilização para a segurança aos seus clientes com a sua própria marca. O nosso programa de parceiros dá aos prestadores de serviços geridos e revendedores tudo o que precisam para vender, disponibilizar e gerir a formação.',
		resell: {
			title: 'Revenda',
			description: 'Compre licenças a preços de parceiro, atribua-as aos seus clientes e fature-lhes à sua maneira.',
		},
		whiteLabel: {
			title: 'Marca branca',
			description:
				'Disponibilize a consola de administração e a experiência do formando no seu próprio domínio, com o seu logótipo e as suas cores.',
		},
		customers: {
			title: 'Gestão de clientes',
			description:
				'Crie empresas clientes, inicie sessão como elas, partilhe formações com elas e acompanhe o progresso delas a partir de um único portal de parceiros.',
		},
		contactSales: 'Contactar vendas',
		contactHint: 'Fale-nos do seu negócio e a nossa equipa entrará em contacto consigo.',
	},
} satisfies Texts<'home'>
