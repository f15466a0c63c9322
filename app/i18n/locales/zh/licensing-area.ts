import type { LicensingAreaTexts } from '../../resources.ts'
import licensing from './licensing.ts'

export default { licensing } satisfies LicensingAreaTexts
