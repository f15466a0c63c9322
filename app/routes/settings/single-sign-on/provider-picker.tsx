import { Link, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { PROTOCOL_PARAM, PROVIDER_PARAM, SSO_PROVIDERS, type SsoProvider, withParams } from './sso-url.ts'

/** The choice of identity provider: links (`?provider=…`), so the server draws the right form without JavaScript. */
export function ProviderPicker({ provider, saved }: { provider: SsoProvider | null; saved: SsoProvider | null }) {
	const { t } = useTranslation('settingsSso')
	const location = useLocation()
	return (
		<nav aria-label={t('providers.label')}>
			<ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
				{SSO_PROVIDERS.map((id) => {
					const current = id === provider
					return (
						<li key={id}>
							<Link
								to={withParams(location.pathname, location.search, {
									[PROVIDER_PARAM]: id,
									[PROTOCOL_PARAM]: null,
									modal: null,
								})}
								replace
								preventScrollReset
								aria-current={current ? 'true' : undefined}
								data-testid={`provider-${id}`}
								className={cn(
									'flex min-h-12 items-center justify-between gap-2 rounded-md border px-4 py-3 text-sm font-medium',
									'hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
									current && 'border-primary bg-primary/5 ring-1 ring-primary',
								)}
							>
								<span>{t(`providers.${id}`)}</span>
								{id === saved ? <span className="text-xs font-normal text-muted-foreground">{t('providers.saved')}</span> : null}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
