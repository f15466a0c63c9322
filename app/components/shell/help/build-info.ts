/**
 * When this build was made. vite.config.ts compiles the same value into the
 * server and the browser bundles; a page whose value differs from the server's
 * was loaded from an older build (spec 3: the new-version banner). Tests run
 * without Vite's `define`, hence the fallback.
 */
export const BUILD_TIMESTAMP: string = typeof __BUILD_TIMESTAMP__ === 'string' ? __BUILD_TIMESTAMP__ : 'unbuilt'
