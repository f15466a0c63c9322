import { Popover, PopoverContent, PopoverTrigger } from '#app/components/ui/popover.tsx'

/** The notification bell's Radix popover, its own chunk (notifications.tsx): controlled by the bell. */
export function NotificationsPopover({
	open,
	onOpenChange,
	autoOpened,
	bell,
	bellClassName,
	panel,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	/** Set when the panel opened by itself: then it must not pull focus away from what the user is doing. */
	autoOpened: { current: boolean }
	bell: React.ReactNode
	bellClassName: string
	panel: React.ReactNode
}) {
	return (
		<Popover open={open} onOpenChange={onOpenChange}>
			<PopoverTrigger className={bellClassName} data-testid="notifications-bell">
				{bell}
			</PopoverTrigger>
			<PopoverContent
				align="end"
				className="w-[min(24rem,calc(100vw-2rem))] p-0"
				data-testid="notifications-panel"
				aria-labelledby="notifications-title"
				onOpenAutoFocus={(event) => {
					if (autoOpened.current) event.preventDefault()
				}}
			>
				{panel}
			</PopoverContent>
		</Popover>
	)
}
