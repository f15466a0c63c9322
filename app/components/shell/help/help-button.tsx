import { Link, useLocation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { SHELL_MODAL } from './modals.ts'
import { pathWithOverlay } from './urls.ts'

/**
 * The floating Help button (spec 1 §2): bottom-right, bottom-left in
 * right-to-left. A link to `?modal=support`, so it opens the drawer without
 * JavaScript too.
 */
export function HelpButton() {
	const { t } = useTranslation('help')
	const location = useLocation()
	return (
		<Link
			to={pathWithOverlay(`${location.pathname}${location.search}`, SHELL_MODAL.support)}
			preventScrollReset
			data-testid="help-button"
			className={cn(
				'fixed end-4 bottom-4 z-40 inline-flex h-11 items-center gap-2 rounded-full bg-primary px-4 text-sm font-medium text-primary-foreground shadow-lg',
				'hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
			)}
		>
			<Icon name="help" className="size-5" />
			{t('helpButton')}
		</Link>
	)
}
