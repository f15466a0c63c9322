import { describe, expect, test } from 'vitest'
import { cn } from './utils.ts'

describe('cn', () => {
	test('a later utility of the same kind wins', () => {
		expect(cn('flex h-9 w-full px-3 text-base md:text-sm', 'h-8 w-auto text-xs')).toBe('flex px-3 md:text-sm h-8 w-auto text-xs')
	})
	test('size, colour and alignment of text are different kinds', () => {
		expect(cn('text-sm text-muted-foreground text-start', 'text-destructive')).toBe('text-sm text-start text-destructive')
	})
	test('padding shorthands give way to later sides and the other way round', () => {
		expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
		expect(cn('px-2 py-1', 'p-4')).toBe('p-4')
	})
	test('variants merge per modifier, and falsy values drop', () => {
		expect(cn('hover:bg-primary', false, 'hover:bg-accent', undefined, 'bg-card')).toBe('hover:bg-accent bg-card')
	})
	test('border width and border colour are kept apart', () => {
		expect(cn('border border-input', 'border-destructive')).toBe('border border-destructive')
	})
})
