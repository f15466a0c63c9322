import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import { requireViewer } from '#app/auth/guards.server.ts'
import { ROLE_GROUPS } from '#app/auth/roles.ts'
import { RecipientFields } from '#app/components/assignment-form/recipient-fields.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import { translateErrors, type UiMessage } from '#app/components/form-errors.ts'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { ErrorList, Field } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { Textarea } from '#app/components/ui/textarea.tsx'
import { createGameCampaign } from '#app/gateway/gaming.server.ts'
import { listAllNamed } from '#app/gateway/users.server.ts'
import { getLocale } from '#app/i18n/i18next.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate, isoDay } from '#app/lib/dates.ts'
import { parseSubmission } from '#app/lib/forms.ts'
import { settle, writeFailure } from '#app/lib/gateway-results.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { lazyValidator, useLazyValidation } from '#app/lib/use-lazy-validation.ts'
import { MESSAGE_MAX, NAME_MAX, SUBJECT_MAX } from './campaign-options.ts'
import { gameCampaignSchema } from './campaign-schema.ts'
import { requireGame } from './game.server.ts'
import { gamePath, gameTextKey } from './games.ts'
import type { Route } from './+types/settings'

/** The departments and groups the company may assign the game to, and today for the start date. */
export async function loader(args: Route.LoaderArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const game = requireGame(args.url)
	const { token } = viewer
	const companyId = viewer.company.id
	const [departments, groups] = await Promise.all([
		settle(args.request, () => listAllNamed(token, companyId, 'departments')),
		settle(args.request, () => listAllNamed(token, companyId, 'groups')),
	])
	const options = (list: typeof departments) => (list.ok ? list.value.map(({ id, name }) => ({ id, name })) : [])
	const today = isoDay(new Date())
	return {
		game,
		departments: options(departments),
		groups: options(groups),
		failure: [departments, groups].find((r) => !r.ok)?.failure ?? null,
		today,
		todayLabel: formatDate(today, getLocale(args.context)) ?? today,
		constraint: getZodConstraint(gameCampaignSchema()),
	}
}

type ActionReply = { result: ReturnType<ReturnType<typeof parseSubmission>['reply']>; failure?: UiMessage }

/** Start the campaign; its row is then on the statistics tab, with a toast. A refusal keeps what was typed. */
export async function action(args: Route.ActionArgs) {
	const viewer = await requireViewer(args, { roles: ROLE_GROUPS.staff })
	const game = requireGame(args.url)
	const submission = parseSubmission(await args.request.formData(), gameCampaignSchema())
	if (submission.status !== 'success') return data<ActionReply>({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	let status: string
	try {
		const created = await createGameCampaign(game, viewer.token, viewer.company.id, {
			name: value.name,
			assignmentType: value.assignmentType,
			departmentIds: value.assignmentType === 'departments' ? value.departmentIds : [],
			groupIds: value.assignmentType === 'groups' ? value.groupIds : [],
			startDate: value.startDate,
			notificationsEnabled: value.notificationsEnabled,
			notificationSubject: value.notificationSubject,
			notificationMessage: value.notificationMessage,
		})
		status = created.status
	} catch (error) {
		return data<ActionReply>({ result: submission.reply(), failure: await writeFailure(error, args.request) }, { status: 400 })
	}
	return redirectWithToast(args.request, gamePath(game, 'statistics'), {
		type: 'success',
		message: status === 'QUEUED' ? 'gaming:settings.scheduled' : 'gaming:settings.started',
	})
}

const loadValidation = lazyValidator(() => import('./campaign-schema.ts').then((m) => m.gameCampaignSchema()))

/** The settings tab: start a campaign of the game for all users, departments or groups. */
export default function GameSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation('gaming')
	const { game, departments, groups, today, todayLabel, constraint } = loaderData
	const [form, fields] = useForm({
		id: `${game}-campaign`,
		lastResult: actionData?.result,
		constraint,
		defaultValue: {
			name: t(gameTextKey(game, 'defaultName'), { date: todayLabel }),
			assignmentType: 'all',
			startDate: today,
			notificationsEnabled: 'on',
			notificationSubject: t(gameTextKey(game, 'defaultSubject')),
			notificationMessage: t(gameTextKey(game, 'defaultMessage')),
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: useLazyValidation(loadValidation),
	})
	const errors = (list: string[] | undefined) => translateErrors(t, list)
	const action = gamePath(game, 'settings')
	const starting = useIsPending({ formAction: action })
	return (
		<section aria-labelledby="game-settings-title" className="grid max-w-2xl gap-4">
			<h2 id="game-settings-title" className="text-xl font-semibold">
				{t('settings.title')}
			</h2>
			<FailureAlert t={t} failure={loaderData.failure} />
			<Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="grid gap-5">
				<FailureAlert t={t} failure={actionData?.failure} />
				<Field label={t('settings.name')} errors={errors(fields.name.errors)}>
					<Input {...getInputProps(fields.name, { type: 'text' })} maxLength={NAME_MAX} />
				</Field>
				<RecipientFields
					form={form}
					fields={{ assignmentType: fields.assignmentType, departmentIds: fields.departmentIds, groupIds: fields.groupIds }}
					departments={departments}
					groups={groups}
					errors={errors}
					texts={{
						legend: t('settings.assignTo'),
						types: { all: t('settings.types.all'), departments: t('settings.types.departments'), groups: t('settings.types.groups') },
						departments: t('settings.departments'),
						groups: t('settings.groups'),
						noDepartments: t('settings.noDepartments'),
						noGroups: t('settings.noGroups'),
						hint: t('settings.targetsHint'),
					}}
				/>
				<Field label={t('settings.startDate')} description={t('settings.startDateHint')} errors={errors(fields.startDate.errors)}>
					<Input {...getInputProps(fields.startDate, { type: 'date' })} min={today} className="w-48" />
				</Field>
				<Field orientation="horizontal" label={t('settings.notifications')}>
					<Checkbox {...getInputProps(fields.notificationsEnabled, { type: 'checkbox' })} />
				</Field>
				<Field label={t('settings.subject')} errors={errors(fields.notificationSubject.errors)}>
					<Input {...getInputProps(fields.notificationSubject, { type: 'text' })} maxLength={SUBJECT_MAX} />
				</Field>
				<Field label={t('settings.message')} errors={errors(fields.notificationMessage.errors)}>
					<Textarea {...getTextareaProps(fields.notificationMessage)} rows={4} maxLength={MESSAGE_MAX} />
				</Field>
				<ErrorList id={form.errorId} errors={errors(form.errors)} />
				<div>
					<StatusButton type="submit" pending={starting}>
						{t('settings.submit')}
					</StatusButton>
				</div>
			</Form>
		</section>
	)
}
