import grapesjs, { type Editor } from 'grapesjs'
import newsletter from 'grapesjs-preset-newsletter'
import { useEffect, useRef } from 'react'
import 'grapesjs/dist/css/grapes.min.css'

/**
 * The email body's visual editor (spec 3 §4, issue 18: GrapesJS 0.22.9 with grapesjs-preset-newsletter
 * 1.0.2). This module is a chunk of its own, imported only by the wizard's body step once the page has
 * hydrated, so no other page or step loads it. Self-hosted: no icon font from a CDN (`cssIcons: ''`), no
 * block with a placeholder image from the web, no remote fonts. Each change hands the wizard's form the
 * preset's inlined HTML (links turned into non-clickable spans) and the project data.
 */

export type EmailEditorChange = { html: string; designData: string }

// The preset's blocks without those that bring images from via.placeholder.com or links.
const BLOCKS = ['sect100', 'sect50', 'sect30', 'sect37', 'button', 'divider', 'text', 'text-sect', 'image', 'quote']

/** Spec 3 §4 "Email editor links are converted into non-clickable spans": each <a> becomes a <span> with its content and style. */
export function linksToSpans(html: string): string {
	const document = new DOMParser().parseFromString(html, 'text/html')
	for (const link of Array.from(document.querySelectorAll('a'))) {
		const span = document.createElement('span')
		for (const attribute of Array.from(link.attributes)) {
			if (attribute.name === 'style' || attribute.name === 'class' || attribute.name === 'id')
				span.setAttribute(attribute.name, attribute.value)
		}
		span.append(...Array.from(link.childNodes))
		link.replaceWith(span)
	}
	const doctype = /^\s*<!doctype/i.test(html) ? '<!doctype html>' : ''
	return /<html[\s>]/i.test(html) ? `${doctype}${document.documentElement.outerHTML}` : document.body.innerHTML
}

export default function EmailEditor({
	html,
	designData,
	label,
	onChange,
	onReady,
}: {
	html: string
	designData: string
	label: string
	onChange: (change: EmailEditorChange) => void
	onReady: () => void
}) {
	const container = useRef<HTMLDivElement>(null)
	// The first values only: the editor owns the content once it runs.
	const initial = useRef({ html, designData })
	const callbacks = useRef({ onChange, onReady })
	callbacks.current = { onChange, onReady }

	useEffect(() => {
		if (!container.current) return
		let projectData: Record<string, unknown> | undefined
		try {
			projectData = initial.current.designData ? (JSON.parse(initial.current.designData) as Record<string, unknown>) : undefined
		} catch {
			projectData = undefined
		}
		const editor: Editor = grapesjs.init({
			container: container.current,
			height: '100%',
			width: 'auto',
			fromElement: false,
			storageManager: false,
			// No Font Awesome from cdnjs (the default): nothing loads from another origin.
			cssIcons: '',
			assetManager: { assets: [], upload: false },
			canvas: { styles: [], scripts: [] },
			...(projectData ? { projectData } : { components: initial.current.html }),
			plugins: [newsletter],
			pluginsOpts: {
				[newsletter as unknown as string]: { blocks: BLOCKS, showBlocksOnLoad: true, inlineCss: true },
			},
		})
		const emit = () => {
			const inlined = editor.runCommand('gjs-get-inlined-html') as string
			callbacks.current.onChange({ html: linksToSpans(inlined), designData: JSON.stringify(editor.getProjectData()) })
		}
		editor.on('load', () => {
			emit()
			callbacks.current.onReady()
		})
		editor.on('update', emit)
		return () => editor.destroy()
	}, [])

	return (
		<div role="region" aria-label={label} className="h-[36rem] min-h-0 overflow-hidden rounded-md border">
			<div ref={container} />
		</div>
	)
}
