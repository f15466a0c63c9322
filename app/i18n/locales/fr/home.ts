import type { Texts } from '../../namespaces.ts'

/** Textes français des pages d’accueil : Premiers pas, Guides et ressources, Devenir partenaire (mêmes clés que en/home.ts). */
export default {
	nextSteps: {
		title: 'Vos prochaines étapes',
		step: 'Étape {{number}}',
		status: {
			done: 'Terminé',
			current: 'Étape suivante',
			upcoming: 'Non commencé',
		},
		startTraining: {
			title: 'Lancer la formation annuelle de sensibilisation',
			description:
				'Attribuez le cours annuel de sensibilisation à la sécurité à tous vos utilisateurs. Il commence aujourd’hui et chacun est notifié.',
			action: 'C’est parti',
		},
		inviteUsers: {
			title: 'Inviter des utilisateurs à la formation annuelle de sensibilisation',
			description: 'Ajoutez votre équipe pour qu’elle puisse suivre le cours. Les utilisateurs invités sont inscrits à la formation.',
			action: 'Inviter des utilisateurs',
		},
		dashboard: {
			title: 'Votre formation est en cours',
			description:
				'Suivez la progression de vos utilisateurs, le score de culture de sécurité de votre entreprise et vos campagnes dans le tableau de bord.',
			action: 'Aller au tableau de bord',
		},
		unavailable: 'Impossible de charger vos prochaines étapes. Veuillez réessayer.',
	},
	suspended: {
		title: 'Votre période d’essai a expiré !',
		description:
			'La formation est suspendue car la période d’essai a expiré. Veuillez mettre à niveau votre offre pour que vos apprenants continuent à progresser.',
		action: 'Mettre à niveau l’offre',
	},
	startTraining: {
		title: 'Lancement de la campagne',
		description: 'Le cours commence immédiatement ; tous les utilisateurs y sont inscrits et notifiés.',
		campaign: '« {{name}} » commence aujourd’hui, le {{date}}.',
		confirm: 'Confirmer',
		started: 'La campagne de formation annuelle a commencé. Tous les utilisateurs ont été inscrits et notifiés.',
		alreadyStarted: 'La campagne de formation annuelle est déjà en cours.',
	},
	partnerAccess: {
		title: 'Confirmer l’accès de la société mère',
		description: 'Après confirmation, la société mère pourra gérer votre entreprise.',
		parent: 'Société mère : {{name}}',
		confirmed: 'Mise à jour réussie !',
		notAllowed: 'Seul un administrateur de cette entreprise peut confirmer l’accès de sa société mère.',
	},
	purchaseComplete: {
		title: 'Achat effectué',
		description: 'Paiement réussi ! Vos licences ont été ajoutées.',
		done: 'Terminé',
	},
	tournament: {
		title: 'Organiser un tournoi Secure Code',
		editTitle: 'Modifier le tournoi Secure Code',
		description:
			'Un tournoi Secure Code met vos développeurs au défi de trouver et corriger des vulnérabilités dans du code réel, avec un classement pour voir qui obtient le meilleur score.',
		name: 'Nom du tournoi',
		defaultName: 'Tournoi Secure Code',
		start: 'Début (UTC)',
		end: 'Fin (UTC)',
		participants: 'Qui participe',
		types: {
			all: 'Tous les utilisateurs',
			departments: 'Services',
			groups: 'Groupes',
		},
		departments: 'Services',
		groups: 'Groupes',
		noDepartments: 'Aucun service pour le moment.',
		noGroups: 'Aucun groupe pour le moment.',
		chooseOnNextPage: 'Pour des services ou des groupes, vous les choisirez à la page suivante.',
		notifications: 'Envoyer un e-mail aux participants au début du tournoi',
		submit: 'Organiser le tournoi',
		save: 'Enregistrer les modifications',
		later: 'Plus tard',
		cancel: 'Annuler',
		errors: {
			required: 'Ce champ est obligatoire',
			dateInvalid: 'Saisissez une date et une heure.',
			startPast: 'Le début ne peut pas être dans le passé.',
			endBeforeStart: 'La fin doit être postérieure au début.',
			tooLong: 'Un tournoi dure au plus 90 jours.',
			selectOne: 'Au moins une valeur doit être sélectionnée',
		},
	},
	video: {
		description: 'Regardez la vidéo ou partagez-la avec votre équipe.',
		player: 'Lecteur vidéo : {{title}}',
		share: 'Partager',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Partager sur Facebook',
			x: 'Partager sur X',
			linkedin: 'Partager sur LinkedIn',
		},
		copyLink: 'Copier le lien',
		copied: 'Lien copié',
		link: 'Lien de la vidéo',
	},
	guides: {
		title: 'Guides vidéo pour bien démarrer',
		subtitle: 'Une courte vidéo pour faciliter votre prise en main de la console d’administration !',
		watch: 'Regarder la vidéo',
		videos: {
			'free-vs-boost': 'Free ou Boost',
			'how-to-choose-training': 'Comment choisir une formation',
			'inviting-your-team': 'Inviter votre équipe',
			'learner-experience': 'Découvrir l’expérience apprenant',
		},
		interested: 'Cela pourrait vous intéresser…',
		opensInNewTab: '(s’ouvre dans un nouvel onglet)',
		cards: {
			howToGuides: {
				title: 'Guides pratiques',
				description: 'Des articles pas à pas pour chaque partie de la console d’administration.',
			},
			bookDemo: {
				title: 'Réserver une démo',
				description: 'Découvrez la plateforme avec l’un de nos experts et obtenez des réponses à vos questions.',
			},
			pricing: {
				title: 'Tarifs',
				description: 'Comparez l’offre Free avec Boost et trouvez celle qui convient à votre équipe.',
			},
			affiliate: {
				title: 'Devenir affilié',
				description: 'Recommandez-nous et gagnez {{percent}} % de chaque achat.',
			},
			feedback: {
				title: 'Donner votre avis',
				description: 'Dites-nous ce qui fonctionne pour vous et ce que nous devrions améliorer.',
			},
		},
	},
	becomePartner: {
		title: 'Devenir partenaire',
		intro:
			'Proposez des formations de sensibilisation à la sécurité à vos clients sous votre propre marque. Notre programme partenaire donne aux fournisseurs de services managés et aux revendeurs tout ce qu’il faut pour vendre, dispenser et gérer la formation.',
		resell: {
			title: 'Revente',
			description: 'Achetez des licences au prix partenaire, attribuez-les à vos clients et facturez-les à votre manière.',
		},
		whiteLabel: {
			title: 'Marque blanche',
			description: 'Proposez la console d’administration et l’espace apprenant sur votre propre domaine, avec votre logo et vos couleurs.',
		},
		customers: {
			title: 'Gestion des clients',
			description:
				'Créez des entreprises clientes, connectez-vous en leur nom, partagez des formations avec elles et suivez leur progression depuis un seul portail partenaire.',
		},
		contactSales: 'Contacter le service commercial',
		contactHint: 'Parlez-nous de votre activité et notre équipe reviendra vers vous.',
	},
} satisfies Texts<'home'>
