// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLoaderData } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { serverHtmlAt, WithEnglish } from '#tests/fixtures/render.tsx'
import { allocateDialogData, buyDialogData, licencePrice } from './licence-dialog.test-support.ts'
import { LicenceDialog } from './licence-dialog.tsx'
import type { LicenceDialogData, PriceLookup } from './licence-dialog.server.ts'

afterEach(() => cleanup())

const CLOSE = '/partner-portal/reseller/customers?pageSize=10'
function Page() {
	const data = useLoaderData() as LicenceDialogData
	return <LicenceDialog data={data} closeHref={CLOSE} />
}

function renderDialog(data: LicenceDialogData) {
	const priced: string[] = []
	const Stub = createRoutesStub([
		{ path: '/partner-portal/reseller/customers', Component: Page, loader: () => data },
		{
			path: '/partner-portal/licences',
			loader: ({ request }): PriceLookup => {
				const search = new URL(request.url).searchParams
				const licenses = search.get('licenses') ?? ''
				const promotionCode = search.get('promotionCode') ?? ''
				priced.push(search.toString())
				return {
					licenses,
					promotionCode,
					price: licencePrice(Number(licenses), promotionCode ? 1500 * Number(licenses) * 0.1 : 0),
					errors: null,
					failure: null,
				}
			},
			action: () => ({}),
		},
	])
	render(
		<WithEnglish>
			<Stub initialEntries={['/partner-portal/reseller/customers?modal=x']} />
		</WithEnglish>,
	)
	return { priced }
}

const licensesField = () => screen.getByLabelText('Number of Licenses') as HTMLInputElement

/** Clicks a stepper button once for each count, the field showing that count after the click. */
async function stepThrough(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, counts: string[]) {
	for (const count of counts) {
		await user.click(button)
		expect(licensesField().value).toBe(count)
	}
}

describe('Allocate Licenses', () => {
	test('says the pool and refuses more than it holds, and less than 1, as they are typed', async () => {
		renderDialog(allocateDialogData())
		const user = userEvent.setup()
		expect(await screen.findByRole('dialog', { name: 'Allocate Licenses' })).toBeTruthy()
		expect(screen.getByText('Give Contoso licenses from your pool.')).toBeTruthy()
		expect(screen.getByText('Licenses available in your pool: 30')).toBeTruthy()
		for (const [typed, message] of [
			['31', 'Number of Licenses/Users must be less than or equal to 30.'],
			['0', 'Number of Licenses/Users must be greater than or equal to 1.'],
			['', 'Field is required'],
		] as const) {
			await user.clear(licensesField())
			if (typed) await user.type(licensesField(), typed)
			expect(await screen.findByText(message, {}, { timeout: 3000 }), typed).toBeTruthy()
		}
		expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
	})

	test('an empty pool cannot be allocated from', async () => {
		renderDialog(allocateDialogData({ pool: 0 }))
		await screen.findByRole('dialog', { name: 'Allocate Licenses' })
		expect((screen.getByRole('button', { name: 'Allocate' }) as HTMLButtonElement).disabled).toBe(true)
	})
})

describe('Buy / Upgrade Licenses', () => {
	test('the stepper goes by 50 from 1, minus disabled at 1, and the price follows the count and the promotion code', async () => {
		const { priced } = renderDialog(buyDialogData())
		const user = userEvent.setup()
		expect(await screen.findByRole('dialog', { name: 'Buy Licenses' })).toBeTruthy()
		expect(screen.getByTestId('price-total').textContent).toBe('$15.00')
		const minus = screen.getByRole('button', { name: /Fewer licenses/ }) as HTMLButtonElement
		const plus = screen.getByRole('button', { name: /More licenses/ })
		expect(minus.disabled).toBe(true)
		await stepThrough(user, plus, ['50', '100'])
		await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$1,500.00'), { timeout: 3000 })
		expect(screen.getByTestId('price-unit').textContent).toBe('$15.00 / license / year')
		expect(priced.at(-1)).toBe('customerId=cmp_fabrikam&kind=first&licenses=100')
		await user.type(screen.getByLabelText('Promotion Code'), 'SAVE10')
		await screen.findByText('−$150.00', {}, { timeout: 3000 })
		expect(screen.getByTestId('price-total').textContent).toBe('$1,350.00')
		expect(priced.at(-1)).toBe('customerId=cmp_fabrikam&kind=first&licenses=100&promotionCode=SAVE10')
		await stepThrough(user, minus, ['50', '1'])
		expect(minus.disabled).toBe(true)
		// With JavaScript the price follows the typing: no Calculate button.
		expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull()
	})

	test('an upgrade has no promotion code; a bad count has its message, no price and Upgrade disabled', async () => {
		renderDialog(buyDialogData({ kind: 'upgrade', customer: { id: 'cmp_contoso', name: 'Contoso' } }))
		const user = userEvent.setup()
		expect(await screen.findByRole('dialog', { name: 'Upgrade Licenses' })).toBeTruthy()
		expect(screen.getByText('Add licenses to the subscription of Contoso.')).toBeTruthy()
		expect(screen.queryByLabelText('Promotion Code')).toBeNull()
		await user.clear(licensesField())
		await user.type(licensesField(), '2.5')
		expect(await screen.findByText('Value must be an integer', {}, { timeout: 3000 })).toBeTruthy()
		expect(screen.getByText('Enter a valid number of licenses to see the price.')).toBeTruthy()
		expect((screen.getByRole('button', { name: 'Upgrade' }) as HTMLButtonElement).disabled).toBe(true)
	})

	test('without JavaScript: Calculate is the form’s first button, the server’s price and messages are drawn', () => {
		const refused = buyDialogData({
			licenses: '0',
			price: null,
			result: { status: 'error', initialValue: { licenses: '0' }, error: { licenses: ['partnerBilling:licenses.min'] } },
		})
		const html = serverHtmlAt('/c', () => <LicenceDialog data={refused} closeHref={CLOSE} />)
		const calculate = html.indexOf('value="calculate"')
		expect(calculate).toBeGreaterThan(0)
		expect(html.lastIndexOf('value="buy"')).toBeGreaterThan(calculate)
		expect(html).toContain('Number of Licenses/Users must be greater than or equal to 1.')
		expect(html).toContain('name="redirectTo" value="/partner-portal/reseller/customers?pageSize=10"')
		expect(html).toContain('name="customerId" value="cmp_fabrikam"')
	})
})
