import type { Texts } from '../../namespaces.ts'

/** Textes français des fenêtres de l'offre (mêmes clés que en/plan.ts). */
export default {
	close: 'Fermer',
	done: 'Terminé',
	contactUs: 'Nous contacter',
	features: {
		title: 'Tout ce que comprend Boost',
		compliance: 'Conformité',
		reporting: 'Rapports',
		sso: 'Authentification unique (SSO)',
		trainingCourses: 'Cours de formation',
		monthlyVideo: 'Vidéo mensuelle',
		phishingExercise: 'Exercice de phishing',
		phishingSimulation: 'Simulation de phishing',
	},
	upgrade: {
		title: {
			upgrade: 'Passer à Boost',
			buySeats: 'Acheter plus de licences',
			trialEnded: "L'essai Boost est terminé",
		},
		description: {
			upgrade:
				'Boost ouvre toutes les fonctions de formation, de phishing et de rapports aux utilisateurs sous licence.',
			buySeats: 'Ajoutez des licences à votre offre Boost pour plus d’utilisateurs.',
			trialEnded:
				"La formation est suspendue car la période d'essai a expiré. Veuillez mettre à niveau votre offre pour que vos apprenants continuent à progresser.",
		},
		trialEndsIn: "L'essai se termine le",
		trialOffer: "Pas encore prêt à acheter ? Essayez d'abord Boost, sans carte bancaire.",
		startTrial: "Démarrer l'essai",
		seats: 'Nombre de licences/utilisateurs',
		seatsHint: 'Au moins {{min}}, par paliers de {{step}}.',
		decrease: 'Moins de licences ({{step}} de moins)',
		increase: 'Plus de licences ({{step}} de plus)',
		showPrice: 'Afficher le prix',
		perUserPerMonth: '{{price}} / par utilisateur, par mois',
		perYear: '{{price}} par an / 3 ans, facturé annuellement',
		priceLoading: 'Mise à jour du prix…',
		priceNeedsSeats: 'Saisissez un nombre de licences valide pour voir le prix.',
		priceUnavailable: "Le prix n'a pas pu être chargé. Veuillez réessayer.",
		aboveMaximum: 'Au-delà de {{max}} utilisateurs, contactez-nous.',
		buyNow: 'Acheter maintenant',
		providerManaged: 'Les licences sont gérées par votre fournisseur',
		providerContact: 'Veuillez contacter {{name}} pour modifier votre offre ou vos licences.',
		providerContactUnnamed: 'Veuillez contacter votre fournisseur pour modifier votre offre ou vos licences.',
	},
	seats: {
		required: 'Ce champ est obligatoire',
		number: 'La valeur doit être un nombre',
		integer: 'La valeur doit être un nombre entier',
		min: 'Le nombre de licences/utilisateurs doit être supérieur ou égal à {{min}}.',
		max: 'La valeur doit être inférieure ou égale à {{max}}.',
	},
	downgrade: {
		title: "Passer à l'offre Free ?",
		description: 'Votre entreprise conserve ses utilisateurs et ses contenus, mais Boost prend fin.',
		endsTitle: "Ceci prend fin avec l'offre Free :",
		keepBoost: 'Garder Boost',
		continueToFree: 'Continuer vers Free',
	},
	downgraded: {
		title: 'Offre rétrogradée',
		description: "Votre entreprise est maintenant sur l'offre Free.",
	},
	upgraded: {
		title: 'Tout est prêt !',
		description: 'Boost est activé pour votre entreprise.',
		trialDescription: "Votre essai Boost est actif jusqu'au {{date}}.",
	},
	trial: {
		title: 'Démarrer votre essai Boost',
		description: 'Essayez gratuitement toutes les fonctions de Boost. Aucune carte bancaire requise.',
		start: "DÉMARRER L'ESSAI",
		cancel: 'ANNULER',
		activated: "La période d'essai a été activée",
		unavailable: "L'essai Boost n'est pas disponible pour votre entreprise.",
	},
} satisfies Texts<'plan'>
