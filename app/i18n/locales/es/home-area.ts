import type { HomeAreaTexts } from '../../resources.ts'
import home from './home.ts'

export default { home } satisfies HomeAreaTexts
