// The custom-training builder's intents and dialogs (spec 2 §4 "Custom training"), apart from its schemas
// (builder-schema.ts): the pages draw them on first load, the schemas (zod) load on first use. Its limits are
// the gateway's, in server/shared/custom-training-limits.ts.

export const CHAPTER_KIND_VALUES = ['video', 'quiz', 'reading'] as const
export type BuilderChapterKind = (typeof CHAPTER_KIND_VALUES)[number]

/** The builder page's forms, told apart by their `intent` field. */
export const BUILDER_INTENT = {
	updateDetails: 'updateDetails',
	setActive: 'setActive',
	deleteTraining: 'deleteTraining',
	addTopic: 'addTopic',
	renameTopic: 'renameTopic',
	deleteTopic: 'deleteTopic',
	moveTopic: 'moveTopic',
	addChapter: 'addChapter',
	updateChapter: 'updateChapter',
	deleteChapter: 'deleteChapter',
	moveChapter: 'moveChapter',
} as const
export type BuilderIntent = (typeof BUILDER_INTENT)[keyof typeof BUILDER_INTENT]

/** The builder's confirmations are URL state (`?modal=…&id=…`), so they open without JavaScript. */
export const BUILDER_MODAL = {
	deleteTraining: 'deleteTraining',
	deleteTopic: 'deleteTopic',
	deleteChapter: 'deleteChapter',
} as const
export const BUILDER_MODAL_ID = 'id'
