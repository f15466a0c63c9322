// Fake Or Real (spec 2 §2 /fake-or-real (Beta)): the same calls as gaming's, which gaming.server.ts holds
// parameterised by game (its schemas serve both), under the reference gateway's own base path (the spec
// shows none). Nothing else knows this path.

/** (ref) path: the base of Fake Or Real's calls, /api/v1/fake-or-real/company/{companyId}/…. */
export const FAKE_OR_REAL_BASE = '/api/v1/fake-or-real'
