// Tables of the company-settings settings (spec 1 §3); re-exported by schema.ts.
export {}
