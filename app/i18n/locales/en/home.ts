/** English texts of the home namespace: Get started, Guides and resources, Become a Partner (spec 1 §2, spec 2 §2). */
export default {
	nextSteps: {
		title: 'Your next steps',
		step: 'Step {{number}}',
		status: {
			done: 'Done',
			current: 'Next step',
			upcoming: 'Not started',
		},
		startTraining: {
			title: 'Start Annual Awareness Training',
			description: 'Assign the annual security-awareness course to all your users. It starts today and everyone is notified.',
			action: "Let's Go",
		},
		inviteUsers: {
			title: 'Invite Users to Annual Awareness Training',
			description: 'Add your team so they can take the course. Invited users are assigned to the training.',
			action: 'Invite Users',
		},
		dashboard: {
			title: 'Your training is running',
			description: 'Follow your users’ progress, your company culture score and your campaigns on the Dashboard.',
			action: 'Go to Dashboard',
		},
		unavailable: 'Your next steps could not be loaded. Please try again.',
	},
	suspended: {
		title: 'Your Trial period has expired!',
		description: 'The training is suspended due to expired trial period. Please upgrade your plan to keep your learners progress on track.',
		action: 'Upgrade Plan',
	},
	startTraining: {
		title: 'Starting Campaign',
		description: 'The course starts immediately, all users are assigned and notified.',
		campaign: '“{{name}}” starts today, {{date}}.',
		confirm: 'Confirm',
		started: 'The Annual Training Campaign has started. All users have been assigned and notified.',
		alreadyStarted: 'The Annual Training Campaign is already running.',
	},
	partnerAccess: {
		title: 'Confirm the access provision to Parent Company',
		description: 'Upon confirmation, Parent Company will gain access to manage your company.',
		parent: 'Parent Company: {{name}}',
		confirmed: 'Successfully updated!',
		notAllowed: 'Only an admin of this company can confirm the access of its parent company.',
	},
	purchaseComplete: {
		title: 'Purchase complete',
		description: 'Payment successful! Your licenses have been added.',
		done: 'Done',
	},
	tournament: {
		title: 'Set Up a Secure Code Tournament',
		editTitle: 'Edit the Secure Code Tournament',
		description:
			'A Secure Code tournament challenges your developers to find and fix vulnerabilities in real code, with a leaderboard to see who scores best.',
		name: 'Tournament name',
		defaultName: 'Secure Code Tournament',
		start: 'Starts (UTC)',
		end: 'Ends (UTC)',
		participants: 'Participants',
		types: {
			all: 'All users',
			departments: 'Departments',
			groups: 'Groups',
		},
		departments: 'Departments',
		groups: 'Groups',
		noDepartments: 'No departments yet.',
		noGroups: 'No groups yet.',
		chooseOnNextPage: 'With departments or groups, you choose them on the next page.',
		notifications: 'Email the participants when the tournament starts',
		submit: 'Set Up Tournament',
		save: 'Save Changes',
		later: 'Later',
		cancel: 'Cancel',
		errors: {
			required: 'Field is required',
			dateInvalid: 'Enter a date and a time.',
			startPast: 'The start cannot be in the past.',
			endBeforeStart: 'The end must be after the start.',
			tooLong: 'A tournament can last at most 90 days.',
			selectOne: 'Select at least one',
		},
	},
	video: {
		description: 'Watch the video, or share it with your team.',
		player: 'Video player: {{title}}',
		share: 'Share',
		network: {
			facebook: 'Facebook',
			x: 'X',
			linkedin: 'LinkedIn',
		},
		shareOn: {
			facebook: 'Share on Facebook',
			x: 'Share on X',
			linkedin: 'Share on LinkedIn',
		},
		copyLink: 'Copy link',
		copied: 'Link copied',
		link: 'Video link',
	},
	guides: {
		title: 'Video Guides for a Quick Start',
		subtitle: 'A short video to make your experience with an Admin Console easier!',
		watch: 'Watch the video',
		videos: {
			'free-vs-boost': 'Free vs Boost',
			'how-to-choose-training': 'How to Choose Training',
			'inviting-your-team': 'Inviting Your Team',
			'learner-experience': 'See the Learner Experience',
		},
		interested: 'You might be interested in...',
		opensInNewTab: '(opens in a new tab)',
		cards: {
			howToGuides: {
				title: 'How-To Guides',
				description: 'Step-by-step articles for every part of the Admin Console.',
			},
			bookDemo: {
				title: 'Book a Demo',
				description: 'See the platform with one of our experts and get your questions answered.',
			},
			pricing: {
				title: 'Pricing',
				description: 'Compare the Free plan with Boost and find the right fit for your team.',
			},
			affiliate: {
				title: 'Become an Affiliate',
				description: 'Recommend us and earn {{percent}}% of every purchase.',
			},
			feedback: {
				title: 'Give Feedback',
				description: 'Tell us what works for you and what we should improve.',
			},
		},
	},
	becomePartner: {
		title: 'Become a Partner',
		intro:
			'Offer security-awareness training to your customers under your own brand. Our partner program gives managed service providers and resellers everything they need to sell, deliver and manage the training.',
		resell: {
			title: 'Resell',
			description: 'Buy licenses at partner prices, allocate them to your customers and bill them your way.',
		},
		whiteLabel: {
			title: 'White label',
			description: 'Run the admin console and the learner experience on your own domain, with your logo and colors.',
		},
		customers: {
			title: 'Customer management',
			description:
				'Create customer companies, log in as them, share trainings with them and follow their progress from one partner portal.',
		},
		contactSales: 'Contact Sales',
		contactHint: 'Tell us about your business and our team will get back to you.',
	},
}
