/**
 * A search box that is a plain GET form: without JavaScript it submits on Enter or the button,
 * carrying the page's other parameters (filters, tabs, sorting, page size) as hidden inputs and
 * dropping `pageNumber`, so a new search starts on the first page.
 *
 * With JavaScript it navigates by itself `debounceMs` after the last keystroke (300 ms for lists,
 * 1000 ms for the header search, spec 1 §9), replacing the history entry, and at once on Enter.
 * The input is uncontrolled and never remounts, so focus and the text being typed survive while
 * the loaders run; it follows the URL only when the user is not typing in it (back/forward,
 * a "clear" link).
 */
import { useEffect, useId, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH, searchHref, TABLE_PARAMS } from '#app/lib/table-query.ts'
import { cn } from '#app/lib/utils.ts'
import { HiddenParams } from './hidden-params.tsx'

export const LIST_SEARCH_DEBOUNCE_MS = 300
export const HEADER_SEARCH_DEBOUNCE_MS = 1000

export type SearchBoxProps = {
	/** The accessible name; defaults to 'Search'. */
	label?: string
	placeholder?: string
	/** Wait after the last keystroke before searching (with JavaScript). */
	debounceMs?: number
	/**
	 * The path to search on. Defaults to the current page, whose other parameters are then kept;
	 * a header search that lands on another page passes that page's path (nothing is carried over).
	 */
	action?: string
	className?: string
}

export function SearchBox({ label, placeholder, debounceMs = LIST_SEARCH_DEBOUNCE_MS, action, className }: SearchBoxProps) {
	const { t } = useTranslation('widgets')
	const location = useLocation()
	const navigate = useNavigate()
	const inputId = useId()
	const inputRef = useRef<HTMLInputElement>(null)
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

	const target = action ?? location.pathname
	const samePage = target === location.pathname
	const urlText = normalizeSearchText(new URLSearchParams(location.search).get(TABLE_PARAMS.searchText))

	// The timer reads the location at the time it fires, not when the key was pressed.
	const latest = useRef({ search: location.search, target, samePage, urlText })
	latest.current = { search: location.search, target, samePage, urlText }

	function cancel() {
		clearTimeout(timer.current)
		timer.current = undefined
	}

	function submitSearch(text: string) {
		cancel()
		const { search, target, samePage, urlText } = latest.current
		if (samePage && normalizeSearchText(text) === urlText) return
		void navigate(`${target}${searchHref(samePage ? search : '', text)}`, {
			replace: samePage,
			preventScrollReset: true,
		})
	}

	useEffect(() => cancel, [])

	// Follow the URL when it changes under an input the user is not typing in.
	useEffect(() => {
		const input = inputRef.current
		if (!input || timer.current !== undefined || document.activeElement === input) return
		if (normalizeSearchText(input.value) !== urlText) input.value = urlText
	}, [urlText])

	return (
		<form
			method="get"
			action={target}
			role="search"
			data-slot="search-box"
			className={cn('relative w-full max-w-sm', className)}
			onSubmit={(event) => {
				event.preventDefault()
				submitSearch(inputRef.current?.value ?? '')
			}}
		>
			{samePage ? <HiddenParams search={location.search} exclude={[TABLE_PARAMS.searchText, TABLE_PARAMS.pageNumber]} /> : null}
			<label htmlFor={inputId} className="sr-only">
				{label ?? t('search.label')}
			</label>
			<Input
				ref={inputRef}
				id={inputId}
				type="search"
				name={TABLE_PARAMS.searchText}
				defaultValue={urlText}
				placeholder={placeholder}
				maxLength={SEARCH_TEXT_MAX_LENGTH}
				autoComplete="off"
				enterKeyHint="search"
				className="pe-10"
				onChange={(event) => {
					const text = event.currentTarget.value
					cancel()
					timer.current = setTimeout(() => submitSearch(text), debounceMs)
				}}
			/>
			<Button type="submit" variant="ghost" size="icon" className="absolute end-0 top-0 text-muted-foreground">
				<Icon name="search" />
				<span className="sr-only">{t('search.submit')}</span>
			</Button>
		</form>
	)
}
