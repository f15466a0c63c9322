import { describe, expect, it } from 'vitest'
import { isReadOnlyStatement } from '#server/gateway/db/open.ts'

// What the PGlite write counter (GatewayDatabase.writes) lets through uncounted: a read taken for a
// write costs one session read more; a write taken for a read would keep a stale session.
describe('isReadOnlyStatement', () => {
	it('takes plain SELECTs and WITH … SELECTs as reads', () => {
		expect(isReadOnlyStatement('select "id", "updated_at" from "users" where "id" = $1')).toBe(true)
		expect(isReadOnlyStatement('with "page" as (select 1) select * from "page"')).toBe(true)
		expect(isReadOnlyStatement('(select 1) union (select 2)')).toBe(true)
	})

	it('counts anything that may write as a write', () => {
		expect(isReadOnlyStatement('update "users" set "name" = $1')).toBe(false)
		expect(isReadOnlyStatement('with moved as (delete from "sessions" returning *) select count(*) from moved')).toBe(false)
		expect(isReadOnlyStatement('select * from "sessions" where "id" = $1 for update')).toBe(false)
		expect(isReadOnlyStatement("select nextval('invoice_number')")).toBe(false)
		expect(isReadOnlyStatement('insert into "settings" values ($1, $2)')).toBe(false)
		expect(isReadOnlyStatement('VACUUM ANALYZE')).toBe(false)
	})
})
