import type en from '../en/settings-general.ts'

/** Textos em português (Brasil) das configurações gerais e da página de integração (mesmas chaves que en/settings-general.ts). */
export default {
	title: 'Empresa',
	description: 'O nome, o logotipo, o idioma e o país da sua empresa, como seus administradores e alunos os veem.',
	name: 'Nome da empresa',
	logo: {
		label: 'Logotipo',
		hint: 'GIF, JPEG, JPG ou PNG, de até {{n}} MB.',
		alt: 'Logotipo de {{company}}',
		none: 'Sem logotipo',
		remove: 'Remover logotipo',
		removed: 'Logotipo removido',
	},
	language: 'Idioma da empresa',
	country: 'País',
	selectCountry: 'Selecione seu país',
	inviteMessage: {
		label: 'Mensagem de convite padrão para clientes',
		hint: 'A mensagem que suas empresas clientes recebem com o convite.',
	},
	save: 'Salvar',
	saved: 'Atualizado com sucesso!',
	errors: {
		required: 'O campo é obrigatório',
		countryRequired: 'Selecione seu país.',
		nameInvalid: 'Use apenas letras, dígitos, pontos, hifens, sublinhados, e comerciais e espaços simples no meio.',
		nameTaken: 'Este nome de empresa já está em uso.',
		tooLong: 'Use no máximo {{max}} caracteres.',
		logoType: 'O arquivo deve ser de um tipo de conteúdo permitido: gif, jpeg, jpg, png',
		logoSize: 'O tamanho do arquivo deve ser menor que {{n}} MB',
	},
	integration: {
		title: 'Integração',
		description: 'A integração de console à qual sua empresa está conectada e o que ela muda.',
		connected: 'Conectada',
		none: {
			title: 'Sem integração',
			text: 'Sua empresa não está conectada a nenhuma integração de console. Tudo no console funciona como seu plano descreve.',
		},
		nameLabel: 'Integração',
		changesLabel: 'O que muda para sua empresa',
		noChanges: 'Nada muda no console com esta integração.',
		names: {
			console: 'Integração de console Acronis',
			coalitionParent: 'Coalizão (empresa controladora)',
			coalitionMember: 'Coalizão (empresa membro)',
		},
		summaries: {
			console: 'Sua empresa usa o console por meio da integração Acronis, que gerencia seus usuários e seu plano.',
			coalitionParent: 'Sua empresa é a controladora de uma coalizão; as licenças dos membros são gerenciadas em nome deles.',
			coalitionMember: 'Sua empresa é membro de uma coalizão gerenciada por {{parent}}.',
			other: 'Sua empresa está conectada à integração “{{name}}”.',
		},
		changes: {
			contactSales: 'Fale com Vendas não está disponível.',
			freeVsBoost: 'O vídeo Free vs Boost não aparece em Guias e recursos.',
			transactions: 'O portal de parceiros não lista transações.',
			adminDisable: 'Usuários administradores não podem ser desativados no console.',
			signInFailures: 'Problemas de login mostram a página de solução de problemas da integração.',
			licensing: 'As licenças ficam ocultas; Licenças abre Primeiros passos no lugar.',
			pricing: 'Preços e janelas de planos não são mostrados.',
			providerManaged: 'As licenças são gerenciadas pelo seu provedor.',
		},
	},
} satisfies typeof en
