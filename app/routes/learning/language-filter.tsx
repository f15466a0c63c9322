import { useId } from 'react'
import { Form, useLocation } from 'react-router'
import { HiddenParams } from '#app/components/data-table/hidden-params.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import { LANGUAGES } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/**
 * The learning libraries' language (All Courses, the video library): a GET form applied with its button,
 * with or without JavaScript. Choosing a language does not leave the page by itself (WCAG 3.2.2), so
 * arrowing through the list stays on it. The URL's other parameters go along, but for `exclude` (a
 * dialog's, which the new page should not open again).
 */
export function LanguageFilter({
	language,
	param,
	label,
	exclude = [],
}: {
	language: string
	param: string
	/** What the list chooses, in the page's words ("Course language", "Video language"). */
	label: string
	exclude?: readonly string[]
}) {
	const { t } = useTranslation('learning')
	const location = useLocation()
	const id = useId()
	return (
		<Form method="get" action={location.pathname} preventScrollReset className="flex items-end gap-2" key={language}>
			<HiddenParams search={location.search} exclude={[param, ...exclude]} />
			<div className="grid gap-1">
				<label htmlFor={id} className="text-xs text-muted-foreground">
					{label}
				</label>
				<NativeSelect id={id} name={param} defaultValue={language} className="w-56">
					{LANGUAGES.map((lng) => (
						<option key={lng.code} value={lng.code} lang={lng.code}>
							{lng.name}
						</option>
					))}
				</NativeSelect>
			</div>
			<Button type="submit" variant="outline">
				{t('library.showLanguage')}
			</Button>
		</Form>
	)
}
