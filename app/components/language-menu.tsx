import { Form, useLocation, useSubmit } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { LANGUAGES } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/**
 * The language choice, a plain form: with JavaScript it submits on change,
 * without it the Change button submits. The choice is kept (cookie, and the
 * session once signed in) and the same page comes back in the new language.
 */
export function LanguageMenu() {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	const submit = useSubmit()
	return (
		<Form method="post" action="/resources/language" className="flex items-center gap-2" onChange={(e) => submit(e.currentTarget)}>
			<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
			<label htmlFor="language-menu" className="sr-only">
				{t('languageMenu')}
			</label>
			<NativeSelect id="language-menu" name="lng" defaultValue={i18n.language} className="w-24 sm:w-44" selectClassName="h-8 text-xs">
				{LANGUAGES.map((l) => (
					<option key={l.code} value={l.code} lang={l.code}>
						{l.name}
					</option>
				))}
			</NativeSelect>
			<noscript>
				{/* On a phone the top bar has room for its icon only (the name stays for screen readers). */}
				<Button type="submit" size="sm" variant="outline" className="px-2 sm:px-3">
					<Icon name="check" className="sm:hidden" />
					<span className="sr-only sm:not-sr-only">{t('languageMenu')}</span>
				</Button>
			</noscript>
		</Form>
	)
}
