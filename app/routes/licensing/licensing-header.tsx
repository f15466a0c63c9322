import { PageHeader } from '#app/components/page-layout.tsx'
import { TabNav, TabNavLink } from '#app/components/ui/tabs.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type * as React from 'react'

export const LICENSING_PATH = '/licensing'
export const BILLING_PATH = '/billing'

/** The title of the page and the two pages as tabs (links, so they work without JavaScript). */
export function LicensingHeader({ title, children }: { title: string; children?: React.ReactNode }) {
	const { t } = useTranslation('licensing')
	return (
		<PageHeader title={title}>
			<TabNav aria-label={t('tabs.label')}>
				<TabNavLink to={LICENSING_PATH} end>
					{t('tabs.licensing')}
				</TabNavLink>
				<TabNavLink to={BILLING_PATH} end>
					{t('tabs.billing')}
				</TabNavLink>
			</TabNav>
			{children}
		</PageHeader>
	)
}

/** One fact of a summary list: a term and its value. */
export function Fact({ label, children, testId }: { label: React.ReactNode; children: React.ReactNode; testId: string }) {
	return (
		<div className="grid gap-1 rounded-md border px-4 py-3">
			<dt className="text-xs text-muted-foreground">{label}</dt>
			<dd className="text-lg font-semibold" data-testid={testId}>
				{children}
			</dd>
		</div>
	)
}
