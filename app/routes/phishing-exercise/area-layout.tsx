import { Outlet } from 'react-router'
import { useAreaTexts } from '#app/i18n/react.tsx'
import { textsHandle } from '#app/i18n/resources.ts'

/** The phishing exercise's campaign pages (spec 3 §2): the home with its tabs and the campaign wizard; shown once their texts are loaded. */
export const handle = textsHandle('phishing-exercise')

export default function PhishingExerciseArea() {
	useAreaTexts('phishing-exercise')
	return <Outlet />
}
