import { signInCookie } from '/work/main/tests/fixtures/console-process.ts'
const base = 'http://localhost:4555'
const cookie = await signInCookie(base, 'admin@globex.test')
for (const p of ['/home', '/users/all_users', '/guides-and-resources']) await fetch(base + p, { headers: { cookie } }).then((r) => r.text())
