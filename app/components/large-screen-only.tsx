/**
 * Shows its children from the md breakpoint up and, below it, the spec's notice (spec 1 §8; the
 * training calendar is desktop only). CSS alone decides, so it works without JavaScript and the
 * server sends both; the hidden one is display:none, out of the accessibility tree too.
 */
import type * as React from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/lib/utils.ts'

export function LargeScreenOnly({ children, className }: { children: React.ReactNode; className?: string }) {
	const { t } = useTranslation()
	return (
		<>
			<div data-slot="large-screen-only" className={cn(className, 'hidden md:block')}>
				{children}
			</div>
			<p data-slot="large-screen-notice" className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground md:hidden">
				{t('widgets:largeScreenOnly')}
			</p>
		</>
	)
}
