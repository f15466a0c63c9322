import { getCollectionProps } from '@conform-to/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList } from '#app/components/ui/field.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { ASSIGNMENT_TYPES, type AssignmentType } from '#app/lib/assignment-types.ts'
import { TARGETS_FIELD } from './assignment-options.ts'
import type * as React from 'react'

type CollectionField = Parameters<typeof getCollectionProps>[0]

export type Recipient = { id: string; name: string }

export type RecipientTexts = {
	/** The radio group's legend ("Assign to", "Participants"). */
	legend: string
	types: Record<AssignmentType, string> & { users?: string }
	departments: string
	groups: string
	noDepartments: string
	noGroups: string
	/** The users' list (when the form offers chosen users). */
	users?: string
	noUsers?: string
	/** After each list's legend, e.g. "(choose one or more)". */
	hint?: string
	/** Shown instead of the lists when the page could not offer them (departments and groups null). */
	chooseLater?: string
}

/**
 * Who a campaign is for (spec 1 §5 "Assignment form": all users, departments or groups, at least one
 * of the chosen kind): the radio group, the departments' and groups' checkboxes, and the form-level
 * "at least one" error. Shared by the assignment form, the games' settings and the tournament setup.
 * Without JavaScript both lists are drawn and the chosen type decides which one counts; with it, only
 * the chosen type's. A change of type or of a box checks the rule again once its error shows.
 * A form may also offer chosen users (`users`, with the `users` type), and may lock what an earlier
 * save chose (`locked`: the type cannot change, those ids cannot be unticked; they still post).
 */
export function RecipientFields({
	form,
	fields,
	departments,
	groups,
	users,
	locked,
	usersSearch,
	texts,
	errors,
}: {
	form: { id: string; allErrors: Record<string, string[] | undefined>; validate: (options: { name: string }) => void }
	fields: { assignmentType: CollectionField; departmentIds: CollectionField; groupIds: CollectionField; userIds?: CollectionField }
	/** Null when the page does not offer them (the rule is then checked on the next page). */
	departments: Recipient[] | null
	groups: Recipient[] | null
	/** The users to choose from, when the form offers the `users` type (its field `userIds`). */
	users?: Recipient[]
	/** What cannot be taken back: the chosen type and ids already saved. */
	locked?: { type: string; ids: readonly string[] }
	/**
	 * A search above the users' list, whose matches change `users`: a user's box then starts ticked as the
	 * form's current value says (not as the page loaded), so a chosen user shown again stays chosen.
	 */
	usersSearch?: React.ReactNode
	texts: RecipientTexts
	/** The caller's translation of a field's error keys. */
	errors: (list: string[] | undefined) => string[] | undefined
}) {
	const hydrated = useHydrated()
	const type = fields.assignmentType.value
	const withUsers = users !== undefined && fields.userIds !== undefined
	const typeOptions: string[] = withUsers ? ['all', 'users', 'departments', 'groups'] : [...ASSIGNMENT_TYPES]
	const lockedIds = new Set(locked?.ids ?? [])
	// With JavaScript only the chosen type's list shows; a locked type's is the only one, with or without.
	const hiddenList = (kind: string) => (locked ? locked.type !== kind : hydrated && type !== kind)
	const revalidateTargets = () => {
		if (form.allErrors[TARGETS_FIELD]) form.validate({ name: TARGETS_FIELD })
	}
	return (
		<>
			<fieldset className="grid gap-2">
				<legend className="mb-2 text-sm font-medium">{texts.legend}</legend>
				<div className="flex flex-wrap gap-4">
					{getCollectionProps(fields.assignmentType, { type: 'radio', options: typeOptions }).map(({ key, ...props }) => (
						<div key={key} className="flex items-center gap-2">
							<input
								{...props}
								disabled={locked ? props.value !== locked.type : undefined}
								onChange={revalidateTargets}
								className="size-4 accent-primary"
							/>
							<Label htmlFor={props.id} className="font-normal">
								{props.value === 'users' ? texts.types.users : texts.types[props.value as AssignmentType]}
							</Label>
						</div>
					))}
				</div>
				<ErrorList id={fields.assignmentType.errorId} errors={errors(fields.assignmentType.errors)} />
			</fieldset>
			{withUsers ? (
				<TargetList
					legend={texts.users ?? ''}
					hint={texts.hint}
					empty={texts.noUsers ?? ''}
					hidden={hiddenList('users')}
					options={userOptions(fields.userIds!, users, usersSearch !== undefined)}
					names={users}
					lockedIds={lockedIds}
					onChange={revalidateTargets}
				>
					{usersSearch}
				</TargetList>
			) : null}
			{departments && groups ? (
				<>
					<TargetList
						legend={texts.departments}
						hint={texts.hint}
						empty={texts.noDepartments}
						hidden={hiddenList('departments')}
						options={getCollectionProps(fields.departmentIds, { type: 'checkbox', options: departments.map((d) => d.id) })}
						names={departments}
						lockedIds={lockedIds}
						onChange={revalidateTargets}
					/>
					<TargetList
						legend={texts.groups}
						hint={texts.hint}
						empty={texts.noGroups}
						hidden={hiddenList('groups')}
						options={getCollectionProps(fields.groupIds, { type: 'checkbox', options: groups.map((g) => g.id) })}
						names={groups}
						lockedIds={lockedIds}
						onChange={revalidateTargets}
					/>
				</>
			) : texts.chooseLater ? (
				<p className="text-sm text-muted-foreground">{texts.chooseLater}</p>
			) : null}
			{/* conform shows a field's error once a submit has validated that name: the rule needs one. */}
			<input type="hidden" name={TARGETS_FIELD} value="" />
			<ErrorList id={`${form.id}-targets-error`} errors={errors(form.allErrors[TARGETS_FIELD])} />
		</>
	)
}

/** The users' checkboxes; with a search, ticked as the form's value is now (see `usersSearch`). */
function userOptions(field: CollectionField, users: Recipient[], searched: boolean) {
	const options = getCollectionProps(field, { type: 'checkbox', options: users.map((u) => u.id) })
	if (!searched) return options
	const value: unknown = field.value
	const chosen = new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
	return options.map((option) => ({ ...option, defaultChecked: chosen.has(option.value) }))
}

/** The departments or the groups as checkboxes; hidden (with JavaScript) while the other type is chosen. */
function TargetList({
	legend,
	hint,
	empty,
	hidden,
	options,
	names,
	lockedIds,
	onChange,
	children,
}: {
	legend: string
	hint?: string
	empty: string
	hidden: boolean
	options: Array<ReturnType<typeof getCollectionProps>[number]>
	names: Recipient[]
	/** Ticked and not to be unticked: disabled, and posted by a hidden field. */
	lockedIds?: ReadonlySet<string>
	onChange: () => void
	/** Above the list (the users' search). */
	children?: React.ReactNode
}) {
	return (
		<fieldset className="grid gap-2" hidden={hidden || undefined}>
			<legend className="mb-2 text-sm font-medium">
				{legend} {hint ? <span className="font-normal text-muted-foreground">({hint})</span> : null}
			</legend>
			{children}
			{names.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
			{names.length > 0 ? (
				<ul className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
					{options.map(({ key, ...props }, i) => (
						<li key={key} className="flex items-center gap-2">
							{lockedIds?.has(props.value as string) ? <input type="hidden" name={props.name} value={props.value as string} /> : null}
							<Checkbox {...props} disabled={lockedIds?.has(props.value as string) || undefined} onChange={onChange} />
							<Label htmlFor={props.id} className="font-normal">
								{names[i]!.name}
							</Label>
						</li>
					))}
				</ul>
			) : null}
		</fieldset>
	)
}
