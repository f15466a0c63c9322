import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one of
 * the same kind ("h-9 … h-8" → "h-8"), so components accept className overrides.
 *
 * tailwind-merge's full default config weighs ~8 KB gzip on every page, a third
 * of what the sign-in page may ship beyond the framework (ARCHITECTURE.md). This
 * config knows the utility kinds our primitives set and callers override; a
 * conflict outside them is not merged (both classes stay): add its group here.
 */
const any = () => true
const isNumber = (value: string) => /^\d+$/.test(value)
const side = (prefix: string) => ['', 'x', 'y', 's', 'e', 't', 'b', 'l', 'r'].map((s) => `${prefix}${s}`)

const twMerge = createTailwindMerge(() => ({
	cacheSize: 500,
	theme: {},
	classGroups: {
		display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden', 'table'],
		position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
		...Object.fromEntries(['w', 'h', 'min-w', 'min-h', 'max-w', 'max-h', 'size'].map((g) => [g, [{ [g]: [any] }]])),
		...Object.fromEntries([...side('p'), ...side('m')].map((g) => [g, [{ [g]: [any] }]])),
		gap: [{ gap: [any] }],
		'gap-x': [{ 'gap-x': [any] }],
		'gap-y': [{ 'gap-y': [any] }],
		rounded: ['rounded', { rounded: [any] }],
		'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
		'font-size': [{ text: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'] }],
		'text-color': [{ text: [any] }],
		'font-weight': [{ font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold'] }],
		'bg-color': [{ bg: [any] }],
		'border-w': ['border', { border: [isNumber] }],
		'border-color': [{ border: [any] }],
		shadow: ['shadow', { shadow: [any] }],
		'align-items': [{ items: [any] }],
		'justify-content': [{ justify: [any] }],
		opacity: [{ opacity: [any] }],
	},
	conflictingClassGroups: {
		size: ['w', 'h'],
		p: side('p').slice(1),
		px: ['pl', 'pr', 'ps', 'pe'],
		py: ['pt', 'pb'],
		m: side('m').slice(1),
		mx: ['ml', 'mr', 'ms', 'me'],
		my: ['mt', 'mb'],
		gap: ['gap-x', 'gap-y'],
	},
	conflictingClassGroupModifiers: {},
	orderSensitiveModifiers: [],
}))

export function cn(...inputs: ClassValue[]) {
	return twMerge(clsx(inputs))
}
