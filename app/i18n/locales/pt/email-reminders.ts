import type { Texts } from '../../namespaces.ts'

export default {
	title: 'Lembretes por e-mail',
	description: 'E-mails automáticos que lembram os formandos das suas tarefas pendentes.',
	enabled: 'Enviar lembretes automáticos',
	enabledHint:
		'Os formandos com tarefas pendentes nas categorias escolhidas recebem este e-mail de acordo com o calendário.',
	frequency: 'Frequência',
	frequencies: {
		weekly: 'Todas as semanas',
		biweekly: 'De duas em duas semanas',
		monthly: 'Todos os meses (primeira semana)',
	},
	weekday: 'Ao/À',
	weekdays: {
		'1': 'Segunda-feira',
		'2': 'Terça-feira',
		'3': 'Quarta-feira',
		'4': 'Quinta-feira',
		'5': 'Sexta-feira',
		'6': 'Sábado',
		'7': 'Domingo',
	},
	categories: 'Incluir tarefas pendentes',
	categoryNames: {
		includeVideoTraining: 'Formação em vídeo',
		includeGaming: 'Jogos',
		includePolicies: 'Políticas',
		includeCalendarVideos: 'Vídeos do calendário',
	},
	subject: 'Assunto',
	message: 'Mensagem (opcional)',
	save: 'Guardar',
	saved: 'Definições atualizadas com sucesso!',
	next: 'Próximos lembretes: {{date}}.',
	off: 'Os lembretes automáticos estão desativados.',
	lastSent: 'Último envio: {{date}}.',
	errors: {
		required: 'Campo obrigatório',
		categoriesRequired: 'Tem de selecionar pelo menos um valor',
		subjectRequired: 'Adicione um assunto.',
		subjectTooLong: 'O assunto pode ter no máximo 300 caracteres.',
		messageTooLong: 'A mensagem pode ter no máximo 20 000 caracteres.',
	},
} satisfies Texts<'emailReminders'>
