// Tables of the sso settings (spec 1 §3); re-exported by schema.ts.
export {}
