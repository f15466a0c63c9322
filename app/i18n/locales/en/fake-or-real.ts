/**
 * English texts of the fakeOrReal namespace: Fake Or Real's own words (spec 2 §2 /fake-or-real (Beta), §9
 * "Fake Or Real default texts exist in the supported languages"), with the keys of gaming's `game`; the
 * pages' other words are the gaming namespace's.
 */
export default {
	game: {
		title: 'Fake Or Real',
		subtitle: 'Beta',
		description: 'Learners see real and fake messages and decide which is which, then learn why.',
		previewIntro: 'Learners judge {{count}} messages, real or fake, and see why after each one.',
		defaultName: 'Fake Or Real {{date}}',
		defaultSubject: 'Fake Or Real: can you tell?',
		defaultMessage: 'Some messages are real, some are fake. Play Fake Or Real and find out how well you can tell them apart.',
	},
	preview: {
		real: 'Real',
		fake: 'Fake',
		answer: 'Answer',
	},
}
