import net from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestGateway, type TestGateway } from '#tests/fixtures/gateway.ts'
import { outbox } from '../db/schema.ts'
import { createMailer } from './mailer.ts'

/** The smallest SMTP server nodemailer talks to: it accepts every message and keeps its recipients. */
function smtpServer() {
	const received: string[] = []
	const server = net.createServer((socket) => {
		let inData = false
		let buffer = ''
		socket.write('220 test ESMTP\r\n')
		socket.on('data', (chunk) => {
			buffer += String(chunk)
			let end: number
			while ((end = buffer.indexOf('\r\n')) >= 0) {
				const line = buffer.slice(0, end)
				buffer = buffer.slice(end + 2)
				if (inData) {
					if (line === '.') {
						inData = false
						socket.write('250 queued\r\n')
					}
					continue
				}
				const command = line.slice(0, 4).toUpperCase()
				if (command === 'RCPT') received.push(/<(.*)>/.exec(line)![1]!)
				if (command === 'DATA') {
					inData = true
					socket.write('354 go on\r\n')
				} else if (command === 'QUIT') socket.end('221 bye\r\n')
				else socket.write('250 ok\r\n')
			}
		})
	})
	return { server, received }
}

const smtp = smtpServer()
let t: TestGateway
let smtpUrl: string
beforeAll(async () => {
	await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
	smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`
	t = await createTestGateway()
})
afterAll(async () => {
	await t?.close()
	smtp.server.close()
})

test('two processes delivering from one outbox send each email once', async () => {
	const now = () => new Date()
	const queuer = createMailer(t.database.db, { now })
	const addresses = Array.from({ length: 12 }, (_, i) => `once-${i}@outbox.test`)
	await queuer.queueMany(
		t.database.db,
		addresses.map((to) => ({ to, subject: 'Hello', text: 'Once.', kind: 'test' })),
	)
	// Two workers' mailers on the same database flush at the same moment.
	const workers = [createMailer(t.database.db, { smtpUrl, now }), createMailer(t.database.db, { smtpUrl, now })]
	for (const mailer of workers) mailer.flush()
	for (const mailer of workers) await mailer.close()

	expect(smtp.received.filter((to) => to.startsWith('once-')).sort()).toEqual([...addresses].sort())
	const rows = await t.database.db.select().from(outbox)
	for (const row of rows.filter((r) => r.to.startsWith('once-')))
		expect(row).toMatchObject({ sentAt: expect.anything(), attempts: 1, error: null })
})
