import { requireViewer } from '#app/auth/guards.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { CompanyForm } from './company-form.tsx'
import { companyAction, loadCompanyForm } from './general.server.ts'
import { TwoFactorSection } from './two-factor-section.tsx'
import { loadTwoFactor } from './two-factor.server.ts'
import type { Route } from './+types/route'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'settings:tabs.general', 'settings:title')

/** The company form's data and the Two-Factor Authentication section's (two-factor.server.ts). */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args)
	const [companyForm, twoFactor] = await Promise.all([loadCompanyForm(viewer, args.request), loadTwoFactor(viewer, args.request)])
	return { companyForm, twoFactor }
}

/** The company form and Remove logo post here, told apart by `intent` (general.server.ts). */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args)
	return companyAction(viewer, args.request)
}

/**
 * General settings (spec 1 §2 /settings/general): the company's name, logo, language, country and
 * (partners) default child invite message; then Two-Factor Authentication.
 */
export default function GeneralSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { company } = loaderData.companyForm
	return (
		<div className="grid gap-10">
			<CompanyForm key={formKey(company)} data={loaderData.companyForm} reply={actionData} />
			<TwoFactorSection data={loaderData.twoFactor} />
		</div>
	)
}

// After a save the form starts again from what the gateway now holds.
function formKey(company: {
	name: string
	lang: string
	country: string | null
	logo: string | null
	defaultChildInviteMessage: string | null
}) {
	return [company.name, company.lang, company.country ?? '', company.logo ?? '', company.defaultChildInviteMessage ?? ''].join('|')
}
