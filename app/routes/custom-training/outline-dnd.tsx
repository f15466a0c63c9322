import {
	closestCenter,
	DndContext,
	DragOverlay,
	KeyboardSensor,
	MeasuringStrategy,
	PointerSensor,
	useDroppable,
	useSensor,
	useSensors,
	type Announcements,
	type CollisionDetection,
	type DragEndEvent,
	type DragOverEvent,
	type DragStartEvent,
	type UniqueIdentifier,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'
import { ChapterList, type SortableOutlineProps } from './outline.tsx'

// The outline's drag and drop (PARTS.md "Reordering": @dnd-kit with the keyboard sensor and spoken
// announcements). Loaded by outline.tsx after hydration only; a drop posts the same move form as the
// move buttons, so the server does the work and the page reloads its outline.

type Kind = 'topic' | 'chapter' | 'list'
const PREFIX: Record<Kind, string> = { topic: 't:', chapter: 'c:', list: 'l:' }
const dndId = (kind: Kind, id: string) => `${PREFIX[kind]}${id}`
const kindOf = (id: UniqueIdentifier): Kind => (String(id).startsWith('t:') ? 'topic' : String(id).startsWith('c:') ? 'chapter' : 'list')
const idOf = (id: UniqueIdentifier) => String(id).slice(2)

type Order = { topics: string[]; chapters: Record<string, string[]> }

function toOrder(topics: SortableOutlineProps['topics']): Order {
	return { topics: topics.map((topic) => topic.id), chapters: Object.fromEntries(topics.map((topic) => [topic.id, [...topic.chapterIds]])) }
}

function topicOf(order: Order, chapterId: string): string | undefined {
	return order.topics.find((topicId) => order.chapters[topicId]?.includes(chapterId))
}

const transformOf = (transform: { x: number; y: number } | null) =>
	transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined

export function SortableOutline({ topics, nameOf, renderTopic, renderChapter, moveTopic, moveChapter }: SortableOutlineProps) {
	const { t } = useTranslation('customTraining')
	// The order drawn: the server's, changed while dragging, and again the server's once it answers.
	const signature = JSON.stringify(topics)
	const [synced, setSynced] = useState(signature)
	const [order, setOrder] = useState(() => toOrder(topics))
	if (synced !== signature) {
		setSynced(signature)
		setOrder(toOrder(topics))
	}
	const orderRef = useRef(order)
	orderRef.current = order
	const before = useRef<Order>(order)
	const [active, setActive] = useState<UniqueIdentifier | null>(null)
	const activeKind = active === null ? null : kindOf(active)

	const sensors = useSensors(
		useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
		// An arrow key may scroll the page instead of moving the item (dnd-kit keeps it mid-screen): at once, not smoothly,
		// so the next key acts on where the item now is.
		useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
	)

	// A topic lands among topics; a chapter among chapters, or in a topic that has none.
	const collisionDetection: CollisionDetection = (args) => {
		const kind = kindOf(args.active.id)
		const droppableContainers = args.droppableContainers.filter((container) => {
			const target = kindOf(container.id)
			if (kind === 'topic') return target === 'topic'
			return target === 'chapter' || (target === 'list' && (orderRef.current.chapters[idOf(container.id)]?.length ?? 0) === 0)
		})
		return closestCenter({ ...args, droppableContainers })
	}

	const label = (id: UniqueIdentifier) =>
		kindOf(id) === 'list' ? t('builder.dnd.topicEnd', { topic: nameOf(idOf(id)) }) : nameOf(idOf(id))
	const announcements: Announcements = {
		onDragStart: ({ active }) => t('builder.dnd.pickedUp', { name: label(active.id) }),
		// Over its own place (as at the start) says nothing: "picked up" stays the last word.
		onDragOver: ({ active, over }) =>
			over?.id === active.id
				? undefined
				: over
					? t('builder.dnd.over', { name: label(active.id), over: label(over.id) })
					: t('builder.dnd.notOver', { name: label(active.id) }),
		onDragEnd: ({ active, over }) =>
			over
				? t('builder.dnd.dropped', { name: label(active.id), over: label(over.id) })
				: t('builder.dnd.droppedBack', { name: label(active.id) }),
		onDragCancel: ({ active }) => t('builder.dnd.cancelled', { name: label(active.id) }),
	}

	function onDragStart({ active }: DragStartEvent) {
		before.current = orderRef.current
		setActive(active.id)
	}

	// A chapter dragged over another topic's chapters (or its empty list) joins that topic at once.
	function onDragOver({ active, over }: DragOverEvent) {
		if (!over || kindOf(active.id) !== 'chapter') return
		const chapterId = idOf(active.id)
		const overKind = kindOf(over.id)
		const current = orderRef.current
		const from = topicOf(current, chapterId)
		const to = overKind === 'list' ? idOf(over.id) : overKind === 'chapter' ? topicOf(current, idOf(over.id)) : undefined
		if (!from || !to || from === to) return
		const target = current.chapters[to] ?? []
		let at = target.length
		if (overKind === 'chapter') {
			const overIndex = target.indexOf(idOf(over.id))
			const dragged = active.rect.current.translated
			const below = dragged ? dragged.top > over.rect.top + over.rect.height / 2 : false
			at = overIndex + (below ? 1 : 0)
		}
		const next = {
			...current,
			chapters: {
				...current.chapters,
				[from]: (current.chapters[from] ?? []).filter((id) => id !== chapterId),
				[to]: [...target.slice(0, at), chapterId, ...target.slice(at)],
			},
		}
		orderRef.current = next
		setOrder(next)
	}

	function onDragEnd({ active, over }: DragEndEvent) {
		setActive(null)
		const current = orderRef.current
		if (!over) {
			setOrder(before.current)
			return
		}
		const id = idOf(active.id)
		if (kindOf(active.id) === 'topic') {
			const from = current.topics.indexOf(id)
			const to = current.topics.indexOf(idOf(over.id))
			if (kindOf(over.id) !== 'topic' || to < 0 || from === to) return
			setOrder({ ...current, topics: arrayMove(current.topics, from, to) })
			moveTopic(id, to)
			return
		}
		const topicId = topicOf(current, id)
		if (!topicId) return
		let list = current.chapters[topicId] ?? []
		if (kindOf(over.id) === 'chapter' && topicOf(current, idOf(over.id)) === topicId) {
			list = arrayMove(list, list.indexOf(id), list.indexOf(idOf(over.id)))
		}
		setOrder({ ...current, chapters: { ...current.chapters, [topicId]: list } })
		const position = list.indexOf(id)
		const origin = topicOf(before.current, id)
		const originPosition = origin ? (before.current.chapters[origin] ?? []).indexOf(id) : -1
		if (origin !== topicId || originPosition !== position) moveChapter(id, topicId, position)
	}

	function onDragCancel() {
		setActive(null)
		setOrder(before.current)
	}

	return (
		<DndContext
			sensors={sensors}
			collisionDetection={collisionDetection}
			measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
			accessibility={{ announcements, screenReaderInstructions: { draggable: t('builder.dnd.instructions') } }}
			onDragStart={onDragStart}
			onDragOver={onDragOver}
			onDragEnd={onDragEnd}
			onDragCancel={onDragCancel}
		>
			<SortableContext items={order.topics.map((id) => dndId('topic', id))} strategy={verticalListSortingStrategy}>
				<ol className="grid gap-4" data-testid="builder-topics">
					{order.topics.map((topicId) => (
						<SortableItem key={topicId} kind="topic" id={topicId} name={nameOf(topicId)} droppable={activeKind !== 'chapter'}>
							{(handle) =>
								renderTopic(topicId, {
									handle,
									chapters: (
										<ChapterDropList
											topicId={topicId}
											name={nameOf(topicId)}
											chapterIds={order.chapters[topicId] ?? []}
											droppable={activeKind === 'chapter' && (order.chapters[topicId]?.length ?? 0) === 0}
										>
											{(order.chapters[topicId] ?? []).map((chapterId) => (
												<SortableItem
													key={chapterId}
													kind="chapter"
													id={chapterId}
													name={nameOf(chapterId)}
													droppable={activeKind !== 'topic'}
												>
													{(chapterHandle) => renderChapter(chapterId, chapterHandle)}
												</SortableItem>
											))}
										</ChapterDropList>
									),
								})
							}
						</SortableItem>
					))}
				</ol>
			</SortableContext>
			<DragOverlay>
				{active !== null ? (
					<div className="rounded-md border bg-background px-4 py-3 font-medium shadow-lg" data-testid="drag-overlay">
						{nameOf(idOf(active))}
					</div>
				) : null}
			</DragOverlay>
		</DndContext>
	)
}

function ChapterDropList({
	topicId,
	name,
	chapterIds,
	droppable,
	children,
}: {
	topicId: string
	name: string
	chapterIds: string[]
	droppable: boolean
	children: ReactNode
}) {
	const { setNodeRef } = useDroppable({ id: dndId('list', topicId), disabled: !droppable })
	return (
		<SortableContext id={topicId} items={chapterIds.map((id) => dndId('chapter', id))} strategy={verticalListSortingStrategy}>
			<ChapterList ref={setNodeRef} topic={{ name }} empty={chapterIds.length === 0}>
				{children}
			</ChapterList>
		</SortableContext>
	)
}

/** A topic or chapter that moves: the list item, and the handle it is dragged by (a button, so it is focusable). */
function SortableItem({
	kind,
	id,
	name,
	droppable,
	children,
}: {
	kind: 'topic' | 'chapter'
	id: string
	name: string
	droppable: boolean
	children: (handle: ReactNode) => ReactNode
}) {
	const { t } = useTranslation('customTraining')
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id: dndId(kind, id),
		disabled: { draggable: false, droppable: !droppable },
	})
	const style: CSSProperties = { transform: transformOf(transform), transition }
	const handle = (
		<button
			type="button"
			ref={setActivatorNodeRef}
			{...attributes}
			{...listeners}
			aria-label={t('builder.dnd.handle', { name })}
			title={t('builder.dnd.handle', { name })}
			data-testid={`${kind}-drag-handle`}
			className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
		>
			<svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
				{[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
			</svg>
		</button>
	)
	return (
		<li ref={setNodeRef} style={style} className={cn(isDragging && 'opacity-50')}>
			{children(handle)}
		</li>
	)
}
