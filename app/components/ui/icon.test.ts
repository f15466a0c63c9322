import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { ICON_NAMES } from './icon.tsx'

test('every icon name is a symbol of the sprite, and the sprite has no icon without a name', () => {
	const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8')
	const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
	expect([...ids].sort()).toEqual([...ICON_NAMES].sort())
})
