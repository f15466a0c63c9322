import { Link, useLocation } from 'react-router'
import { ROLES } from '#app/auth/roles.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { PageHeader } from '#app/components/page-layout.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { TFunction } from '#app/i18n/translator.ts'
import { isOneOf } from '#app/lib/one-of.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { INTENT, MODAL_PARAM, type ProfileModal } from './profile-url.ts'
import type { Abilities, ProfileUser } from './profile.server.ts'
import type * as React from 'react'

/** The page's address with `?modal=…` set, every other parameter kept. */
export function modalHref(location: { pathname: string; search: string }, modal: ProfileModal | null) {
	const params = new URLSearchParams(location.search)
	if (modal) params.set(MODAL_PARAM, modal)
	else params.delete(MODAL_PARAM)
	const search = params.toString()
	return `${location.pathname}${search ? `?${search}` : ''}`
}

export function roleLabel(t: TFunction, role: string) {
	return isOneOf(ROLES, role) ? t(`profile:roles.${role}`) : role
}

/**
 * Name and email, then role (Learner / Admin / Account owner), department, groups, status chip and
 * registration state; then the actions this viewer may take on this user.
 */
export function ProfileHeader({ data }: { data: { user: ProfileUser; isOwn: boolean; abilities: Abilities; isStaff: boolean } }) {
	const { t } = useTranslation('profile')
	const location = useLocation()
	const { user, abilities, isOwn } = data
	const none = <span className="text-muted-foreground">{t('none')}</span>
	return (
		<header className="grid gap-4">
			{data.isStaff ? (
				<nav aria-label={t('title')}>
					<Link to="/users/all_users" className="text-sm text-primary underline-offset-4 hover:underline">
						{t('backToUsers')}
					</Link>
				</nav>
			) : null}
			<PageHeader
				title={
					<span className="inline-flex flex-wrap items-center gap-2" data-testid="profile-name">
						{user.fullName}
						{isOwn ? <Badge variant="info">{t('you')}</Badge> : null}
					</span>
				}
				description={<p data-testid="profile-email">{user.email}</p>}
				actions={<ProfileActions abilities={abilities} location={location} />}
			/>
			<dl className="grid gap-x-6 gap-y-3 rounded-lg border p-4 text-sm sm:grid-cols-2 lg:grid-cols-3" aria-label={t('details')}>
				<Detail label={t('fields.role')} testId="profile-role">
					<span className="inline-flex flex-wrap items-center gap-1.5">{user.isOwner ? t('roles.owner') : roleLabel(t, user.role)}</span>
				</Detail>
				<Detail label={t('fields.department')} testId="profile-department">
					{user.department?.name ?? none}
				</Detail>
				<Detail label={t('fields.groups')} testId="profile-groups">
					{user.groups.length ? user.groups.map((g) => g.name).join(', ') : none}
				</Detail>
				<Detail label={t('fields.status')} testId="profile-status">
					<StatusChip status={user.status}>{t(`status.${user.status}`)}</StatusChip>
				</Detail>
				<Detail label={t('fields.registration')} testId="profile-registration">
					{user.registered ? t('registration.registered') : t('registration.notRegistered')}
				</Detail>
				<Detail label={t('fields.emailVerification')} testId="profile-email-verification">
					{user.emailVerified ? t('emailVerification.verified') : t('emailVerification.notVerified')}
				</Detail>
			</dl>
		</header>
	)
}

function Detail({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
	return (
		<div className="grid gap-1">
			<dt className="font-medium text-muted-foreground">{label}</dt>
			<dd data-testid={testId}>{children}</dd>
		</div>
	)
}

function ProfileActions({ abilities, location }: { abilities: Abilities; location: { pathname: string; search: string } }) {
	const { t } = useTranslation('profile')
	const resendingInvite = useIsPending({ intent: INTENT.resendInvite })
	const sendingVerification = useIsPending({ intent: INTENT.verificationEmail })
	const action = `${location.pathname}${location.search}`
	const any = Object.values(abilities).some(Boolean)
	if (!any) return null
	return (
		<div role="group" aria-label={t('actions.label')} className="flex flex-wrap items-center gap-2">
			{abilities.resendInvite ? (
				<IntentForm intent={INTENT.resendInvite} action={action}>
					<StatusButton type="submit" variant="outline" pending={resendingInvite}>
						{t('actions.resendInvite')}
					</StatusButton>
				</IntentForm>
			) : null}
			{abilities.verificationEmail ? (
				<IntentForm intent={INTENT.verificationEmail} action={action}>
					<StatusButton type="submit" variant="outline" pending={sendingVerification}>
						{t('actions.sendVerification')}
					</StatusButton>
				</IntentForm>
			) : null}
			{abilities.enable ? (
				<Button asChild variant="outline">
					<Link to={modalHref(location, 'enable')} preventScrollReset>
						{t('actions.enable')}
					</Link>
				</Button>
			) : null}
			{abilities.disable ? (
				<Button asChild variant="outline">
					<Link to={modalHref(location, 'disable')} preventScrollReset>
						{t('actions.disable')}
					</Link>
				</Button>
			) : null}
			{abilities.delete ? (
				<Button asChild variant="destructive">
					<Link to={modalHref(location, 'delete')} preventScrollReset>
						{t('actions.delete')}
					</Link>
				</Button>
			) : null}
		</div>
	)
}
