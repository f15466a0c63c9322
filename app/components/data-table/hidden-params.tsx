import { paramsWithout } from '#app/lib/table-query.ts'

/**
 * The current query's parameters as hidden inputs, minus the ones the GET form sets itself, so a
 * search or page-size form without JavaScript keeps filters, tabs and sorting.
 */
export function HiddenParams({ search, exclude }: { search: string; exclude: readonly string[] }) {
	return (
		<>
			{paramsWithout(search, exclude).map(([name, value], index) => (
				<input key={`${name}-${index}`} type="hidden" name={name} value={value} />
			))}
		</>
	)
}
