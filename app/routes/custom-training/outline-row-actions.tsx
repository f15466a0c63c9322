import { Link } from 'react-router'
import { IntentForm } from '#app/components/intent-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { StatusButton } from '#app/components/ui/status-button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useIsPending } from '#app/lib/use-is-pending.ts'
import { cn } from '#app/lib/utils.ts'
import { BUILDER_INTENT, type BuilderIntent } from './builder-options.ts'

/**
 * A topic's or chapter's actions in the builder's outline: move up and move down (the no-JavaScript way
 * to reorder, and the keyboard's without dragging), and the link that opens its delete dialog. A row
 * draws the parts it is given where it wants them (a chapter's delete link sits in its edit panel).
 */
export function OutlineRowActions({
	row,
	name,
	action,
	move,
	deleteHref,
	className,
}: {
	row: 'topic' | 'chapter'
	/** The topic's or chapter's name, in the controls' accessible names. */
	name: string
	action: string
	/** The move buttons: the row's place among its siblings and its move form's fields besides the position. */
	move?: { position: number; count: number; fields: Record<string, string> }
	/** The delete dialog's URL (URL state, so it opens without JavaScript). */
	deleteHref?: string
	/** The delete link's classes. */
	className?: string
}) {
	const { t } = useTranslation('customTraining')
	const intent = row === 'topic' ? BUILDER_INTENT.moveTopic : BUILDER_INTENT.moveChapter
	return (
		<>
			{move ? (
				<>
					<MoveButton
						intent={intent}
						action={action}
						fields={{ ...move.fields, position: String(move.position - 1) }}
						disabled={move.position === 0}
						label={t(`builder.${row}.moveUp`, { name })}
						icon="chevron-up"
					/>
					<MoveButton
						intent={intent}
						action={action}
						fields={{ ...move.fields, position: String(move.position + 1) }}
						disabled={move.position === move.count - 1}
						label={t(`builder.${row}.moveDown`, { name })}
						icon="chevron-down"
					/>
				</>
			) : null}
			{deleteHref ? (
				<Button asChild variant="ghost" size="sm" className={cn('text-destructive', className)}>
					<Link to={deleteHref} preventScrollReset aria-label={t(`builder.${row}.deleteNamed`, { name })}>
						{t(`builder.${row}.delete`)}
					</Link>
				</Button>
			) : null}
		</>
	)
}

function MoveButton({
	intent,
	action,
	fields,
	disabled,
	label,
	icon,
}: {
	intent: BuilderIntent
	action: string
	fields: Record<string, string>
	disabled: boolean
	label: string
	icon: 'chevron-up' | 'chevron-down'
}) {
	const pending = useIsPending({ intent, fields, formAction: action })
	return (
		<IntentForm intent={intent} action={action}>
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<StatusButton type="submit" variant="ghost" size="icon" disabled={disabled} pending={pending} aria-label={label} title={label}>
				{pending ? null : <Icon name={icon} />}
			</StatusButton>
		</IntentForm>
	)
}
