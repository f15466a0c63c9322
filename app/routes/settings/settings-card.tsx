import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/components/ui/card.tsx'
import type * as React from 'react'

/** One settings section: a card whose h2 names the region (the settings layout draws the h1). */
export function SettingsCard({
	id,
	title,
	description,
	children,
	...props
}: {
	id: string
	title: React.ReactNode
	description: React.ReactNode
	children: React.ReactNode
} & React.ComponentProps<'section'>) {
	const titleId = `${id}-title`
	return (
		<section aria-labelledby={titleId} className="max-w-2xl" {...props}>
			<Card>
				<CardHeader>
					<CardTitle asChild>
						<h2 id={titleId} className="text-lg">
							{title}
						</h2>
					</CardTitle>
					<CardDescription>{description}</CardDescription>
				</CardHeader>
				<CardContent className="grid gap-4">{children}</CardContent>
			</Card>
		</section>
	)
}
