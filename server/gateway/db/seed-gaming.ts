import type * as s from './schema.ts'

// The games' demo campaigns and results (spec 2 §2 /gaming, /fake-or-real; §3 "Gaming campaign"; §9
// "Gaming score out of 10"). The games' content is reference data (migration 0026). Globex has two ended
// phishing-quiz campaigns, a running Fake Or Real campaign and an ended one; Wingtip's running quiz
// (SEED.campaigns.wingtipGaming) has its learners' results. Every other company has none (the pages'
// empty state). Scores are deterministic: every learner at a position i of a campaign (ordered by id) has
// played when i % `every` is not 0, scoring GAME_SEED.score(i, salt).

export const GAME_SEED = {
	gaming: { globexSpring: 'gam_globex_spring', globexSales: 'gam_globex_sales' },
	fakeOrReal: { globexRunning: 'for_globex_q4', globexPilot: 'for_globex_pilot' },
	/** The department of Globex's ended campaigns for one department. */
	globexSales: 'dep_globex_sales',
	/** A score out of 10: 4 to 10, spread by position. */
	score: (i: number, salt: number) => 4 + ((i * 3 + salt) % 7),
} as const

type Person = { id: string; companyId: string; role: string; status?: string | null; departmentId?: string | null }
type CampaignInsert = typeof s.gamingCampaigns.$inferInsert
type ResultInsert = typeof s.gameResults.$inferInsert

export function demoGameRows(
	ids: { globex: string; wingtip: string; wingtipGaming: string; globexAdmin: string },
	people: Person[],
	ago: (days: number) => Date,
): { gaming: CampaignInsert[]; fakeOrReal: CampaignInsert[]; results: ResultInsert[] } {
	const learnersOf = (companyId: string, departmentId?: string) =>
		people
			.filter(
				(p) =>
					p.companyId === companyId &&
					(p.status ?? 'ENABLED') === 'ENABLED' &&
					(p.role === 'user' || p.role === 'admin') &&
					(departmentId === undefined || p.departmentId === departmentId),
			)
			.map((p) => p.id)
			.sort()
	const day = (date: Date) => date.toISOString().slice(0, 10)
	const results: ResultInsert[] = []
	const played = (
		game: ResultInsert['game'],
		companyId: string,
		campaignId: string,
		userIds: string[],
		{ startedAt, every, salt }: { startedAt: Date; every: number; salt: number },
	) =>
		userIds.forEach((userId, i) => {
			const done = i % every !== 0
			results.push({
				game,
				campaignId,
				companyId,
				userId,
				status: done ? 'COMPLETED' : 'NOT_STARTED',
				score: done ? GAME_SEED.score(i, salt) : null,
				assignedAt: startedAt,
				completedAt: done ? new Date(startedAt.getTime() + (1 + (i % 5)) * 86_400_000) : null,
			})
		})
	const campaign = (row: Omit<CampaignInsert, 'createdAt'> & { startedAt: Date }): CampaignInsert => ({
		...row,
		startDate: day(row.startedAt),
		createdAt: row.startedAt,
		createdBy: ids.globexAdmin,
		notificationsEnabled: true,
	})

	const G = GAME_SEED
	const everyone = learnersOf(ids.globex)
	const sales = learnersOf(ids.globex, G.globexSales)
	const gaming = [
		campaign({
			id: G.gaming.globexSpring,
			companyId: ids.globex,
			name: 'Phishing Quiz: Spring',
			status: 'ARCHIVED',
			startedAt: ago(120),
			endedAt: ago(90),
			notificationSubject: 'Play the phishing quiz',
		}),
		campaign({
			id: G.gaming.globexSales,
			companyId: ids.globex,
			name: 'Phishing Quiz: Sales Team',
			status: 'ARCHIVED',
			startedAt: ago(60),
			endedAt: ago(45),
			assignmentType: 'departments',
			departmentIds: [G.globexSales],
			notificationSubject: 'Play the phishing quiz',
		}),
	]
	played('gaming', ids.globex, G.gaming.globexSpring, everyone, { startedAt: ago(120), every: 4, salt: 2 })
	played('gaming', ids.globex, G.gaming.globexSales, sales, { startedAt: ago(60), every: 5, salt: 5 })
	const fakeOrReal = [
		campaign({
			id: G.fakeOrReal.globexRunning,
			companyId: ids.globex,
			name: 'Fake Or Real: Q4',
			status: 'IN_PROGRESS',
			startedAt: ago(10),
			notificationSubject: 'Fake Or Real: can you tell?',
		}),
		campaign({
			id: G.fakeOrReal.globexPilot,
			companyId: ids.globex,
			name: 'Fake Or Real: Pilot',
			status: 'ARCHIVED',
			startedAt: ago(75),
			endedAt: ago(50),
			assignmentType: 'departments',
			departmentIds: [G.globexSales],
			notificationSubject: 'Fake Or Real: can you tell?',
		}),
	]
	played('fake_or_real', ids.globex, G.fakeOrReal.globexRunning, everyone, { startedAt: ago(10), every: 2, salt: 1 })
	played('fake_or_real', ids.globex, G.fakeOrReal.globexPilot, sales, { startedAt: ago(75), every: 3, salt: 4 })
	played('gaming', ids.wingtip, ids.wingtipGaming, learnersOf(ids.wingtip), { startedAt: ago(8), every: 3, salt: 0 })
	return { gaming, fakeOrReal, results }
}
