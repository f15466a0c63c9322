/** The build's timestamp, compiled in by vite.config.ts `define` (absent under vitest: see build-info.ts). */
declare const __BUILD_TIMESTAMP__: string
