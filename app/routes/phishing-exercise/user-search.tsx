import { useEffect, useId, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { INTENT, SEARCH_DEBOUNCE_MS, USERS_QUERY, USERS_QUERY_MAX } from './campaign-options.ts'
import type { Choice, UsersSearch } from './campaigns.server.ts'

/**
 * Without JavaScript the users search's button is a submit of the settings form, and the first submit
 * button is the one Enter presses: this invisible one comes first so that Enter in a field still goes on
 * (Next, Save) rather than searching. With JavaScript the search button is a plain button, so it is not drawn.
 */
export function EnterSubmitsForm() {
	const hydrated = useHydrated()
	return hydrated ? null : <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
}

/** A form's chosen users' ids, as conform has them (one value, several, or none). */
export function chosenOf(value: unknown): string[] {
	if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string' && id !== '')
	return typeof value === 'string' && value !== '' ? [value] : []
}

/**
 * The "users" recipient list's search (spec 3 §4 Step 1 "Users"): a company has more users than one list
 * offers, so the list is the first page of the users matching a search, the chosen ones always listed
 * (and ticked) above them. Without JavaScript the Search button posts the whole form with an intent of
 * its own and the page comes back with the matches and everything typed and chosen; with it the list
 * follows the typing (a fetcher, debounced) and the page's data stays as it is.
 *
 * `found` is the page's search (the loader's first page, or the post's reply); `chosenIds` the form's
 * current choice; `fields` further values the post needs (the campaign of the Campaign Settings dialog).
 */
export function useUserSearch({
	found,
	chosenIds,
	fields,
}: {
	found: UsersSearch
	chosenIds: readonly string[]
	fields?: Record<string, string>
}) {
	const { t } = useTranslation('phishingExercise')
	const hydrated = useHydrated()
	const location = useLocation()
	const fetcher = useFetcher<{ usersSearch?: UsersSearch }>()
	const inputRef = useRef<HTMLInputElement>(null)
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	const id = useId()
	useEffect(() => () => clearTimeout(timer.current), [])

	const current = fetcher.data?.usersSearch ?? found
	// Every user seen so far by name: a chosen one stays listed after a search that does not match them.
	const names = useRef(new Map<string, string>())
	for (const user of [...found.chosen, ...found.users, ...current.users]) names.current.set(user.id, user.name)
	const matching = new Set(current.users.map((user) => user.id))
	const users: Choice[] = [
		...chosenIds.filter((userId) => !matching.has(userId)).map((userId) => ({ id: userId, name: names.current.get(userId) ?? userId })),
		...current.users,
	]

	const search = (text: string) => {
		clearTimeout(timer.current)
		fetcher.submit(
			{ ...fields, intent: INTENT.searchUsers, [USERS_QUERY]: text.trim().slice(0, USERS_QUERY_MAX) },
			{ method: 'post', action: `${location.pathname}${location.search}` },
		)
	}
	const note = !current.text
		? current.total > current.users.length
			? t('wizard.settings.usersShown', { shown: current.users.length, total: current.total })
			: null
		: current.total === 0
			? t('wizard.settings.noUsersMatch', { text: current.text })
			: current.total > current.users.length
				? t('wizard.settings.usersShown', { shown: current.users.length, total: current.total })
				: t('wizard.settings.usersMatch', { text: current.text, count: current.total })
	const field = (
		<div className="grid gap-2" data-testid="users-search">
			<Label htmlFor={id}>{t('wizard.settings.searchUsers')}</Label>
			<div className="flex flex-wrap gap-2">
				<Input
					ref={inputRef}
					id={id}
					type="search"
					name={USERS_QUERY}
					defaultValue={found.text}
					maxLength={USERS_QUERY_MAX}
					autoComplete="off"
					className="max-w-sm"
					onChange={(event) => {
						const text = event.currentTarget.value
						clearTimeout(timer.current)
						timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS)
					}}
					onKeyDown={(event) => {
						// Enter searches at once instead of submitting the form.
						if (event.key !== 'Enter') return
						event.preventDefault()
						search(event.currentTarget.value)
					}}
				/>
				{/* Without JavaScript a submit of the form with its own intent, keeping everything typed (the form's
				    EnterSubmitsForm keeps Enter going on); with it a plain button. */}
				<Button
					type={hydrated ? 'button' : 'submit'}
					name="intent"
					value={INTENT.searchUsers}
					formNoValidate
					variant="outline"
					onClick={() => search(inputRef.current?.value ?? '')}
				>
					{t('wizard.settings.searchUsersSubmit')}
				</Button>
			</div>
			<p className="text-sm text-muted-foreground" aria-live="polite" data-testid="users-search-note">
				{note}
			</p>
		</div>
	)
	return {
		users,
		field,
		/** The empty list's words: none while a search found nothing (the note says so), else the form's own. */
		emptyText: current.text ? '' : undefined,
	}
}
