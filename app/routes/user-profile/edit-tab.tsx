import { getCollectionProps, getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { useLocation } from 'react-router'
import { showMessage, translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Alert, AlertDescription } from '#app/components/ui/alert.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Label } from '#app/components/ui/label.tsx'
import { NativeSelect, NativeSelectOption } from '#app/components/ui/native-select.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { EDIT_ROLES, INTENT, NAME_MAX, type EDIT_CONSTRAINT } from './profile-url.ts'
import type { ProfileReply, ProfileUser } from './profile.server.ts'

const loadValidation = lazyValidator(() => import('./schemas.ts').then((m) => m.EditUserSchema))

type Option = { id: string; name: string }

/**
 * The edit tab: first and last name, role (Learner / Admin), department and groups. Groups are
 * checkboxes, so the form posts them without JavaScript; a refused submit keeps every value.
 */
export function EditTab({
	user,
	options,
	reply,
}: {
	user: ProfileUser
	options: {
		departments: Option[]
		groups: Option[]
		failures: UiMessage[]
		constraint: typeof EDIT_CONSTRAINT
		roleLocked: 'owner' | 'self' | null
	}
	reply?: ProfileReply
}) {
	const { t } = useTranslation('profile')
	const location = useLocation()
	const [form, fields] = useForm({
		id: 'edit-user',
		lastResult: reply?.result,
		constraint: options.constraint,
		defaultValue: {
			name: user.name,
			lastName: user.lastName,
			role: user.role,
			departmentId: user.department?.id ?? '',
			groupIds: user.groups.map((g) => g.id),
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const err = (errors: string[] | undefined) => translateErrors(t, errors, { max: NAME_MAX })
	const submitting = useIsPending({ intent: INTENT.edit })
	// The user's department or groups may be gone from the lists (deleted since): keep them choosable.
	const departments = withCurrent(options.departments, user.department ? [user.department] : [])
	const groups = withCurrent(options.groups, user.groups)
	const groupProps = getCollectionProps(fields.groupIds, { type: 'checkbox', options: groups.map((g) => g.id) })
	const roleLockedText = options.roleLocked === 'owner' ? t('edit.ownerRole') : options.roleLocked === 'self' ? t('edit.ownRole') : null
	return (
		<div className="grid max-w-2xl gap-4">
			<h2 className="text-lg font-semibold">{t('edit.title')}</h2>
			{[...options.failures, ...(reply?.failure ? [reply.failure] : [])].map((failure, index) => (
				<Alert key={index} variant="destructive">
					<AlertDescription>{showMessage(t, failure)}</AlertDescription>
				</Alert>
			))}
			<IntentForm intent={INTENT.edit} action={location.pathname} {...getFormProps(form)} className="grid gap-4">
				<div className="grid gap-4 sm:grid-cols-2">
					<Field label={t('edit.name')} errors={err(fields.name.errors)}>
						<Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" />
					</Field>
					<Field label={t('edit.lastName')} errors={err(fields.lastName.errors)}>
						<Input {...getInputProps(fields.lastName, { type: 'text' })} autoComplete="off" />
					</Field>
				</div>
				<Field label={t('edit.role')} errors={err(fields.role.errors)} description={roleLockedText}>
					{roleLockedText ? (
						// A disabled select posts nothing: the locked role travels in a hidden field beside it.
						<NativeSelect id={fields.role.id} value={user.role} disabled onChange={() => {}}>
							<RoleOptions />
						</NativeSelect>
					) : (
						<NativeSelect {...getSelectProps(fields.role)}>
							<RoleOptions />
						</NativeSelect>
					)}
				</Field>
				{roleLockedText ? <input type="hidden" name={fields.role.name} value={user.role} /> : null}
				<Field label={t('edit.department')} errors={err(fields.departmentId.errors)}>
					<NativeSelect {...getSelectProps(fields.departmentId)}>
						<NativeSelectOption value="">{t('edit.noDepartment')}</NativeSelectOption>
						{departments.map((d) => (
							<NativeSelectOption key={d.id} value={d.id}>
								{d.name}
							</NativeSelectOption>
						))}
					</NativeSelect>
				</Field>
				<fieldset className="grid gap-2" aria-describedby={fields.groupIds.errors ? fields.groupIds.errorId : undefined}>
					<legend className="mb-2 text-sm font-medium">{t('edit.groups')}</legend>
					{groups.length === 0 ? <p className="text-sm text-muted-foreground">{t('edit.noGroups')}</p> : null}
					<div className="grid gap-2 sm:grid-cols-2">
						{groupProps.map(({ key, ...props }, index) => (
							<div key={key} className="flex items-center gap-3">
								<Checkbox {...props} />
								<Label htmlFor={props.id} className="font-normal">
									{groups[index]!.name}
								</Label>
							</div>
						))}
					</div>
					<ErrorList id={fields.groupIds.errorId} errors={err(fields.groupIds.errors)} />
				</fieldset>
				<ErrorList id={form.errorId} errors={err(form.errors)} />
				<div>
					<StatusButton type="submit" pending={submitting}>
						{t('edit.save')}
					</StatusButton>
				</div>
			</IntentForm>
		</div>
	)
}

function RoleOptions() {
	const { t } = useTranslation('profile')
	return (
		<>
			{EDIT_ROLES.map((role) => (
				<NativeSelectOption key={role} value={role}>
					{t(`roles.${role}`)}
				</NativeSelectOption>
			))}
		</>
	)
}

function withCurrent(list: Option[], current: Option[]) {
	const ids = new Set(list.map((o) => o.id))
	return [...list, ...current.filter((o) => !ids.has(o.id))]
}
