// Tables of the white-label settings (spec 1 §3); re-exported by schema.ts.
export {}
