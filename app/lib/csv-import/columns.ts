/**
 * The columns of the CSV user import (spec 1 §3 "CSV form") and the guess of
 * which header holds which column. Pure: the drawer uses it in the browser too.
 */
export const CSV_COLUMNS = ['email', 'department', 'group', 'name', 'lastName'] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]
export const REQUIRED_CSV_COLUMNS = ['email', 'department'] as const

/** The 0-based index of the header chosen for each column, null when none is. */
export type ColumnMapping = Record<CsvColumn, number | null>

/**
 * Header aliases per column, normalised (see normalizeHeader), best first. They
 * cover the exports admins bring: Microsoft Entra ID "Download users", the
 * Microsoft 365 admin center's active users, Google Workspace's user download,
 * other training platforms' templates and a few common translations.
 * A real mailbox column (Email, Mail, Email Address) beats "User principal
 * name", which is only a sign-in name that often, but not always, is the address.
 */
const ALIASES: Record<CsvColumn, string[][]> = {
	email: [
		[
			'email',
			'emailaddress',
			'mail',
			'emails',
			'workemail',
			'workemailaddress',
			'businessemail',
			'primaryemail',
			'primaryemailaddress',
			'useremail',
			'useremailaddress',
			'emailid',
			'mailaddress',
			'primarysmtpaddress',
			'emailadresse',
			'adresseemail',
			'courriel',
			'correo',
			'correoelectronico',
			'emailadres',
			'indirizzoemail',
			'eposta',
		],
		['userprincipalname', 'upn', 'signinname', 'username', 'login', 'loginname', 'userid'],
	],
	department: [
		[
			'department',
			'departments',
			'departmentname',
			'dept',
			'division',
			'abteilung',
			'departement',
			'departamento',
			'dipartimento',
			'afdeling',
		],
		['businessunit', 'orgunit', 'orgunitpath', 'organizationalunit', 'costcenter'],
	],
	group: [['group', 'groups', 'groupname', 'team', 'teams', 'teamname', 'gruppe', 'groupe', 'grupo', 'gruppo', 'groep']],
	name: [
		['firstname', 'givenname', 'first', 'forename', 'vorname', 'prenom', 'nombre', 'nome', 'voornaam'],
		['name', 'displayname', 'fullname'],
	],
	lastName: [
		[
			'lastname',
			'surname',
			'familyname',
			'last',
			'sn',
			'nachname',
			'nomdefamille',
			'nom',
			'apellido',
			'apellidos',
			'cognome',
			'achternaam',
		],
	],
}

/** Fallback for email only: any header that mentions mail, except a manager's. */
const EMAIL_FALLBACK = (normalized: string) => normalized.includes('mail') && !normalized.includes('manager')

/**
 * Lower case, accents and bracketed notes ("[Required]", "(work)") dropped,
 * spaces and punctuation removed: "First Name [Required]" → "firstname",
 * "E-mail" → "email", "user_principal.name" → "userprincipalname".
 */
export function normalizeHeader(header: string): string {
	const folded = header.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
	const withoutNotes = folded.replace(/\[[^\]]*\]|\([^)]*\)/g, '')
	const squeeze = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '')
	return squeeze(withoutNotes) || squeeze(folded)
}

/**
 * Pre-fills the mapping from the header names: each column takes the header
 * whose alias ranks best (ties: the leftmost header); a header serves one
 * column only. Unknown headers stay unmapped for the admin to choose.
 */
export function guessColumnMapping(headers: string[]): ColumnMapping {
	const normalized = headers.map(normalizeHeader)
	const taken = new Set<number>()
	const mapping = Object.fromEntries(CSV_COLUMNS.map((c) => [c, null])) as ColumnMapping
	for (const column of CSV_COLUMNS) {
		let best: { rank: number; index: number } | null = null
		for (const [index, header] of normalized.entries()) {
			if (taken.has(index) || !header) continue
			const rank = aliasRank(column, header)
			if (rank !== null && (best === null || rank < best.rank)) best = { rank, index }
		}
		if (best) {
			mapping[column] = best.index
			taken.add(best.index)
		}
	}
	return mapping
}

/** Position of the header among the column's aliases (lower is better), null when it is none of them. */
function aliasRank(column: CsvColumn, header: string): number | null {
	let offset = 0
	for (const tier of ALIASES[column]) {
		const at = tier.indexOf(header)
		if (at >= 0) return offset + at
		offset += tier.length
	}
	return column === 'email' && EMAIL_FALLBACK(header) ? offset : null
}
