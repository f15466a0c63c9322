import type { EnglishTexts } from '../../namespaces.ts'

const files = import.meta.glob<{ default: unknown }>(['./*.ts', '!./index.ts'], { eager: true })

/** Every English text in one object, for component tests (pages load their parts through resources.ts). */
export default Object.fromEntries(
	Object.entries(files).map(([file, module]) => [
		file.slice(2, -3).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
		module.default,
	]),
) as EnglishTexts
