/**
 * The attribute of the empty `<template>` a lazy panel draws beside itself (app/components/lazy-panel.tsx).
 * Its own module: entry.client looks for it before it loads the panels' code.
 */
export const LAZY_PANEL_ATTRIBUTE = 'data-lazy-panel'
