/**
 * The loaders of every namespace file of every language, in a chunk of their own: the sign-in pages
 * load resources.ts, and this list of every language's console chunks would only weigh them down.
 */
export const TEXT_FILES = import.meta.glob<{ default: unknown }>(['./locales/*/*.ts', '!./locales/en/index.ts'])
