import type * as s from './schema.ts'

// The secure-code tournaments' demo data (spec 2 §3 "Tournament"; services/tournaments.ts). Globex has
// one of each status that has results or is to come: an ended tournament of its Engineering department
// with everyone's results, one in progress for all its users (some have started), and one scheduled for
// its Managers group. Every other company has none (the empty state).

export const TOURNAMENT_SEED = {
	/** Ended 33 days before the seeding; Engineering's participants, every one with a result. */
	globexEnded: 'trn_globex_spring_cup',
	/** Started 2 days before the seeding, ends 5 days after it: cannot be canceled. */
	globexInProgress: 'trn_globex_autumn_cup',
	/** Starts 10 days after the seeding, for the Managers group. */
	globexScheduled: 'trn_globex_winter_cup',
	names: {
		globexEnded: 'Spring Secure Code Cup',
		globexInProgress: 'Autumn Secure Code Cup',
		globexScheduled: 'Winter Secure Code Cup',
	},
} as const

type UserFacts = { id: string; companyId: string; role?: string | null; status?: string | null; departmentId?: string | null }

/** The solved challenges (0–6) of the ended tournament's participant at `index`, spread deterministically. */
export function demoSolved(index: number): number {
	return (index * 5 + 3) % 7
}

/** Their score out of 6: a challenge solved counts 1, less a quarter for each hint taken (0–3, by position). */
export function demoScore(index: number): number {
	const solved = demoSolved(index)
	return solved === 0 ? 0 : solved - (index % 4) * 0.25
}

export function demoTournaments(
	globex: { companyId: string; adminId: string; engineering: string; managers: string },
	users: UserFacts[],
	memberships: { userId: string; groupId: string }[],
	ago: (days: number) => Date,
	ahead: (days: number) => Date,
): { tournaments: (typeof s.devTournaments.$inferInsert)[]; participants: (typeof s.devTournamentParticipants.$inferInsert)[] } {
	const T = TOURNAMENT_SEED
	const takesPart = (u: UserFacts) =>
		u.companyId === globex.companyId && (u.status ?? 'ENABLED') === 'ENABLED' && ['user', 'admin'].includes(u.role ?? 'user')
	const everyone = users.filter(takesPart).sort((a, b) => a.id.localeCompare(b.id))
	const engineering = everyone.filter((u) => u.departmentId === globex.engineering)
	const managerIds = new Set(memberships.filter((m) => m.groupId === globex.managers).map((m) => m.userId))
	const managers = everyone.filter((u) => managerIds.has(u.id))
	const tournament = (row: Omit<typeof s.devTournaments.$inferInsert, 'companyId' | 'createdBy'>) => ({
		companyId: globex.companyId,
		createdBy: globex.adminId,
		...row,
	})
	const tournaments = [
		tournament({
			id: T.globexEnded,
			name: T.names.globexEnded,
			startsAt: ago(40),
			endsAt: ago(33),
			assignmentType: 'departments',
			departmentIds: [globex.engineering],
			createdAt: ago(45),
		}),
		tournament({ id: T.globexInProgress, name: T.names.globexInProgress, startsAt: ago(2), endsAt: ahead(5), createdAt: ago(9) }),
		tournament({
			id: T.globexScheduled,
			name: T.names.globexScheduled,
			startsAt: ahead(10),
			endsAt: ahead(17),
			assignmentType: 'groups',
			groupIds: [globex.managers],
			createdAt: ago(1),
		}),
	]
	const participants: (typeof s.devTournamentParticipants.$inferInsert)[] = [
		...engineering.map((u, i) => ({
			tournamentId: T.globexEnded,
			userId: u.id,
			solvedChallenges: demoSolved(i),
			score: demoScore(i),
			lastActivityAt: demoSolved(i) === 0 && i % 2 === 1 ? null : ago(33 + (i % 7)),
		})),
		// In progress: every third participant has started, with one or two challenges solved.
		...everyone.map((u, i) => ({
			tournamentId: T.globexInProgress,
			userId: u.id,
			solvedChallenges: i % 3 === 0 ? 1 + (i % 2) : 0,
			score: i % 3 === 0 ? 1 + (i % 2) : 0,
			lastActivityAt: i % 3 === 0 ? ago(1) : null,
		})),
		...managers.map((u) => ({ tournamentId: T.globexScheduled, userId: u.id })),
	]
	return { tournaments, participants }
}
