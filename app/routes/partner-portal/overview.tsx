import { PageHeader, PageLayout } from '#app/components/page-layout.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { requirePartner } from './guard.server.ts'
import type { Route } from './+types/overview'

// Scaffold: replaced by the page itself (issue 14).
export async function loader(args: Route.LoaderArgs) {
	await requirePartner(args, 'reseller')
	return null
}

export default function Page() {
	const { t } = useTranslation('partnerCustomers')
	return (
		<PageLayout>
			<PageHeader title={t('title')} />
		</PageLayout>
	)
}
