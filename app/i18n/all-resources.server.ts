// Every locale, for the server only: the browser loads just its own (resources.ts).
import en from './locales/en/index.ts'
import de from './locales/de/index.ts'
import es from './locales/es/index.ts'
import es_es from './locales/es-es/index.ts'
import fr from './locales/fr/index.ts'
import he from './locales/he/index.ts'
import it from './locales/it/index.ts'
import da from './locales/da/index.ts'
import nl from './locales/nl/index.ts'
import pt from './locales/pt/index.ts'
import pt_br from './locales/pt-br/index.ts'
import zh from './locales/zh/index.ts'
import ru from './locales/ru/index.ts'
import ar from './locales/ar/index.ts'
import el from './locales/el/index.ts'
import ja from './locales/ja/index.ts'

export const allResources = {
	'en': en,
	'de': de,
	'es': es,
	'es-es': es_es,
	'fr': fr,
	'he': he,
	'it': it,
	'da': da,
	'nl': nl,
	'pt': pt,
	'pt-br': pt_br,
	'zh': zh,
	'ru': ru,
	'ar': ar,
	'el': el,
	'ja': ja,
}
