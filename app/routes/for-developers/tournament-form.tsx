import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, type FetcherWithComponents } from 'react-router'
import { RecipientFields } from '#app/components/assignment-form/recipient-fields.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { DialogFooter } from '#app/components/ui/dialog.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { settingsHref, TOURNAMENT_INTENT, TOURNAMENT_NAME_MAX, type TournamentAssignmentType } from './tournament-options.ts'
import type * as React from 'react'

// The tournament setup form (spec 2 §2): the settings tab's setup and edit dialogs and Get started's
// ?modal=secureCodeTournament dialog draw this one form, which posts to the settings tab's action. Its
// words are the home namespace's (tournament.*), which both places load.

export type Named = { id: string; name: string }

export type TournamentFormDefaults = {
	name: string
	startDate: string
	endDate: string
	assignmentType: TournamentAssignmentType
	departmentIds: string[]
	groupIds: string[]
	notificationsEnabled: boolean
}

/** What the settings tab's action answers a setup that failed: the form's errors and what was typed. */
export type TournamentFormReply = { result: SubmissionResult<string[]>; failure?: UiMessage | null }

const loadValidation = lazyValidator(() => import('./tournament-schema.ts').then((m) => m.tournamentFormSchema()))

export function TournamentForm({
	formId,
	tournamentId,
	defaults,
	departments,
	groups,
	reply,
	constraint,
	fetcher,
	cancel,
}: {
	formId: string
	/** Editing this tournament (PATCH); none: a new one. */
	tournamentId?: string
	defaults: TournamentFormDefaults
	/** The company's departments and groups; null where the page cannot know them (Get started without JavaScript). */
	departments: Named[] | null
	groups: Named[] | null
	reply?: TournamentFormReply | null
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	constraint?: Record<string, any>
	/** Get started posts through a fetcher (the page stays until the setup succeeds). */
	fetcher?: FetcherWithComponents<unknown>
	/** The way out: Later, Cancel. */
	cancel: React.ReactNode
}) {
	const { t } = useTranslation('home')
	const action = settingsHref(tournamentId ? { kind: 'edit', tournamentId } : { kind: 'setup' })
	const [form, fields] = useForm({
		id: formId,
		lastResult: reply?.result,
		constraint,
		defaultValue: {
			name: defaults.name,
			startDate: defaults.startDate,
			endDate: defaults.endDate,
			assignmentType: defaults.assignmentType,
			departmentIds: defaults.departmentIds,
			groupIds: defaults.groupIds,
			notificationsEnabled: defaults.notificationsEnabled ? 'on' : undefined,
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const pending = useIsPending({ formAction: action, fetcher })
	const FormTag = fetcher ? fetcher.Form : Form
	return (
		<FormTag method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-4">
			<input type="hidden" name="intent" value={tournamentId ? TOURNAMENT_INTENT.update : TOURNAMENT_INTENT.create} />
			{tournamentId ? <input type="hidden" name="tournamentId" value={tournamentId} /> : null}
			<FailureAlert t={t} failure={reply?.failure} />
			<Field label={t('tournament.name')} errors={errors(fields.name.errors)}>
				<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={TOURNAMENT_NAME_MAX} />
			</Field>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field label={t('tournament.start')} errors={errors(fields.startDate.errors)}>
					<Input {...getInputProps(fields.startDate, { type: 'datetime-local' })} />
				</Field>
				<Field label={t('tournament.end')} errors={errors(fields.endDate.errors)}>
					<Input {...getInputProps(fields.endDate, { type: 'datetime-local' })} />
				</Field>
			</div>
			<RecipientFields
				form={form}
				fields={{ assignmentType: fields.assignmentType, departmentIds: fields.departmentIds, groupIds: fields.groupIds }}
				departments={departments}
				groups={groups}
				errors={errors}
				texts={{
					legend: t('tournament.participants'),
					types: { all: t('tournament.types.all'), departments: t('tournament.types.departments'), groups: t('tournament.types.groups') },
					departments: t('tournament.departments'),
					groups: t('tournament.groups'),
					noDepartments: t('tournament.noDepartments'),
					noGroups: t('tournament.noGroups'),
					chooseLater: t('tournament.chooseOnNextPage'),
				}}
			/>
			<Field orientation="horizontal" label={t('tournament.notifications')}>
				<Checkbox {...getInputProps(fields.notificationsEnabled, { type: 'checkbox' })} />
			</Field>
			<ErrorList id={form.errorId} errors={errors(form.errors)} />
			<DialogFooter>
				{cancel}
				<StatusButton type="submit" pending={pending}>
					{tournamentId ? t('tournament.save') : t('tournament.submit')}
				</StatusButton>
			</DialogFooter>
		</FormTag>
	)
}
