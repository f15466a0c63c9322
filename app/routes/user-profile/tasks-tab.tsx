import { DataTable, type DataTableColumn } from '#app/components/data-table/data-table.tsx'
import { FailureAlert } from '#app/components/failure-alert.tsx'
import type { UiMessage } from '#app/components/form-errors.ts'
import { StatusChip } from '#app/components/ui/status-chip.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { isOneOf } from '#app/lib/one-of.ts'
import { tasksTable, type TasksColumn } from './tasks-table.ts'
import type { ProfileUser, TaskRow } from './profile.server.ts'

const KNOWN_CATEGORIES = ['training', 'policy', 'phishingExercise'] as const
const KNOWN_STATUSES = ['notStarted', 'inProgress', 'completed', 'overdue'] as const

/** Outstanding or completed tasks: name, category, status, assigned date and due or completed date. */
export function TasksTab({
	kind,
	user,
	tasks,
}: {
	kind: 'outstanding_tasks' | 'completed_tasks'
	user: ProfileUser
	tasks: { rows: TaskRow[]; total: number; failure: UiMessage | null }
}) {
	const { t } = useTranslation('profile')
	const none = <span className="text-muted-foreground">{t('none')}</span>
	const columns: DataTableColumn<TaskRow, TasksColumn>[] = [
		{
			id: 'name',
			header: t('tasks.columns.name'),
			isRowHeader: true,
			cell: (task) => task.name,
			className: 'whitespace-normal',
		},
		{
			id: 'category',
			header: t('tasks.columns.category'),
			cell: (task) => (isOneOf(KNOWN_CATEGORIES, task.category) ? t(`tasks.categories.${task.category}`) : task.category),
		},
		{
			id: 'status',
			header: t('tasks.columns.status'),
			cell: (task) => (
				<StatusChip status={task.status}>
					{isOneOf(KNOWN_STATUSES, task.status) ? t(`tasks.status.${task.status}`) : task.status}
				</StatusChip>
			),
		},
		{ id: 'assignedAt', header: t('tasks.columns.assignedAt'), cell: (task) => task.assignedLabel ?? none },
		kind === 'completed_tasks'
			? { id: 'completedAt', header: t('tasks.columns.completedAt'), cell: (task) => task.completedLabel ?? none }
			: { id: 'dueDate', header: t('tasks.columns.dueDate'), cell: (task) => task.dueLabel ?? none },
	]
	return (
		<div className="grid gap-4">
			<FailureAlert t={t} failure={tasks.failure} />
			<DataTable
				table={tasksTable}
				caption={t(kind === 'completed_tasks' ? 'tasks.completedCaption' : 'tasks.outstandingCaption', {
					name: user.fullName,
				})}
				hideCaption
				columns={columns}
				rows={tasks.rows}
				rowKey={(task) => task.id}
				total={tasks.total}
				paginationLabel={t('tasks.pagination')}
			/>
		</div>
	)
}
