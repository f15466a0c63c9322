/** Defined (true) by server/build/compile-server.ts in the compiled server; undefined under tsx. */
declare const __COMPILED_SERVER__: boolean | undefined

/** Whether this is the compiled server (`${BUILD_DIR}/runtime/main.js`): it serves the build it sits in, never Vite. */
export const COMPILED = typeof __COMPILED_SERVER__ !== 'undefined'
