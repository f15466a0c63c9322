import { Link } from 'react-router'
import { SHELL_MODAL } from '#app/components/shell/help/modals.ts'
import { pathWithOverlay } from '#app/components/shell/help/urls.ts'
import { Alert, AlertDescription, AlertTitle } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type * as React from 'react'

/**
 * The licensing pages' notice for a company whose provider manages its plan and billing (spec 1 §6):
 * what the provider does (`children`), then Contact Support over `page`.
 */
export function ProviderManagedAlert({ page, children }: { page: string; children: React.ReactNode }) {
	const { t } = useTranslation('licensing')
	return (
		<Alert variant="info" data-testid="provider-managed">
			<AlertTitle>{t('providerManaged.title')}</AlertTitle>
			<AlertDescription className="grid gap-2">
				{children}
				<div>
					<Button asChild size="sm" variant="outline">
						<Link to={pathWithOverlay(page, SHELL_MODAL.support)} preventScrollReset>
							{t('providerManaged.contactSupport')}
						</Link>
					</Button>
				</div>
			</AlertDescription>
		</Alert>
	)
}
