import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { LargeScreenOnly } from './large-screen-only.tsx'
import { WithEnglish } from '#tests/fixtures/render.tsx'

test('the feature shows from md up and the spec’s notice below it, by CSS alone', () => {
	const html = renderToString(
		<WithEnglish>
			<LargeScreenOnly className="flex">
				<p>Calendar</p>
			</LargeScreenOnly>
		</WithEnglish>,
	)
	expect(html).toMatch(/<div data-slot="large-screen-only" class="hidden md:block"><p>Calendar<\/p><\/div>/)
	expect(html).toMatch(/<p data-slot="large-screen-notice" class="[^"]*\bmd:hidden\b[^"]*">Visit us on a larger screen to enjoy this feature.<\/p>/)
})
