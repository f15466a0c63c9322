import type en from '../en/settings-general.ts'

/** Textos em português (Portugal) das definições gerais e da página de integração (mesmas chaves que en/settings-general.ts). */
export default {
	title: 'Empresa',
	description: 'O nome, o logótipo, o idioma e o país da sua empresa, tal como os seus administradores e formandos os veem.',
	name: 'Nome da empresa',
	logo: {
		label: 'Logótipo',
		hint: 'GIF, JPEG, JPG ou PNG, até {{n}} MB.',
		alt: 'Logótipo de {{company}}',
		none: 'Sem logótipo',
		remove: 'Remover logótipo',
		removed: 'Logótipo removido',
	},
	language: 'Idioma da empresa',
	country: 'País',
	selectCountry: 'Selecione o seu país',
	inviteMessage: {
		label: 'Mensagem de convite predefinida para clientes',
		hint: 'A mensagem que as suas empresas clientes recebem com o convite.',
	},
	save: 'Guardar',
	saved: 'Atualizado com sucesso!',
	errors: {
		required: 'O campo é obrigatório',
		countryRequired: 'Selecione o seu país.',
		nameInvalid: 'Utilize apenas letras, algarismos, pontos, hífenes, sublinhados, e comerciais e espaços simples no meio.',
		nameTaken: 'Este nome de empresa já está a ser utilizado.',
		tooLong: 'Utilize no máximo {{max}} caracteres.',
		logoType: 'O ficheiro deve ser de um tipo de conteúdo permitido: gif, jpeg, jpg, png',
		logoSize: 'O tamanho do ficheiro deve ser inferior a {{n}} MB',
	},
	integration: {
		title: 'Integração',
		description: 'A integração de consola à qual a sua empresa está ligada e o que ela altera.',
		connected: 'Ligada',
		none: {
			title: 'Sem integração',
			text: 'A sua empresa não está ligada a nenhuma integração de consola. Tudo na consola funciona como o seu plano descreve.',
		},
		nameLabel: 'Integração',
		changesLabel: 'O que muda para a sua empresa',
		noChanges: 'Nada muda na consola com esta integração.',
		names: {
			console: 'Integração de consola Acronis',
			coalitionParent: 'Coligação (empresa-mãe)',
			coalitionMember: 'Coligação (empresa membro)',
		},
		summaries: {
			console: 'A sua empresa utiliza a consola através da integração Acronis, que gere os seus utilizadores e o seu plano.',
			coalitionParent: 'A sua empresa é a empresa-mãe de uma coligação; as licenças dos membros são geridas em nome deles.',
			coalitionMember: 'A sua empresa é membro de uma coligação gerida por {{parent}}.',
			other: 'A sua empresa está ligada à integração «{{name}}».',
		},
		changes: {
			contactSales: 'Contactar Vendas não está disponível.',
			freeVsBoost: 'O vídeo Free vs Boost não é mostrado em Guias e recursos.',
			transactions: 'O portal de parceiros não lista transações.',
			adminDisable: 'Os utilizadores administradores não podem ser desativados na consola.',
			signInFailures: 'Os problemas de início de sessão mostram a página de resolução de problemas da integração.',
			licensing: 'As licenças estão ocultas; Licenças abre Primeiros passos em vez disso.',
			pricing: 'Os preços e as janelas de planos não são mostrados.',
			providerManaged: 'As licenças são geridas pelo seu fornecedor.',
		},
	},
} satisfies typeof en
