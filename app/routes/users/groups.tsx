import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { pageTitle } from '#app/i18n/react.tsx'
import { loadNamedList, namedListAction } from './named-list.server.ts'
import { NamedListPage } from './named-list.tsx'
import type { Route } from './+types/groups'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'users:tabs.groups', 'users:title')

export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return loadNamedList(viewer, args.request, args.url, 'groups', getLocale(args.context))
}

export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	return namedListAction(viewer, args.request, args.url, 'groups')
}

/** Groups (spec 1 §2): list, create, rename, delete. */
export default function Groups({ loaderData, actionData }: Route.ComponentProps) {
	return <NamedListPage data={loaderData} reply={actionData} />
}
