// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLoaderData, useLocation } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import en from '#app/i18n/locales/en/index.ts'
import { I18nProvider } from '#app/i18n/react.tsx'
import { PlanOverlays } from './plan-overlays.tsx'
import { priceTexts } from './price.ts'
import { seatCount } from './seats.ts'
import type { DirectPurchaseData, PlanDialogData, PlanOverlaysData, PriceLookup } from './overlay-data.ts'

// The dialogs are lazy panels: their first render waits for the chunk, which a busy machine transforms slowly.
const LAZY_PANEL = { timeout: 10_000 }

afterEach(() => cleanup())

const direct = (seats = '25'): DirectPurchaseData => ({
	kind: 'direct',
	seats,
	result: null,
	price: priceTexts(Number(seats), { pricePerSeat: 3000, totalPrice: 3000 * Number(seats) }),
	priceFailure: null,
	constraint: {},
})

function Page() {
	const data = useLoaderData() as PlanOverlaysData
	const location = useLocation()
	return (
		<>
			<output data-testid="location">{`${location.pathname}${location.search}`}</output>
			<PlanOverlays data={data} />
		</>
	)
}

function renderWith(path: string, dialog: PlanDialogData, blocking = false) {
	const priced: string[] = []
	const Stub = createRoutesStub([
		{ path: '/home', Component: Page, loader: () => ({ blocking, dialog }) },
		{
			path: '/resources/plan',
			loader: ({ request }): PriceLookup => {
				const seats = new URL(request.url).searchParams.get('seats') ?? ''
				priced.push(seats)
				const n = seatCount(seats)!
				return {
					seats,
					price: priceTexts(n, { pricePerSeat: 2400, totalPrice: 2400 * n }),
					errors: null,
					failure: null,
				}
			},
			action: () => ({}),
		},
	])
	render(
		<I18nProvider lng="en" resources={en}>
			<Stub initialEntries={[path]} />
		</I18nProvider>,
	)
	return { priced }
}

const seatsField = () => screen.getByLabelText('Number of Licenses/Users') as HTMLInputElement
const buyNow = () => screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement

describe('the upgrade dialog', () => {
	test('the stepper goes by 50 from the minimum, minus disabled at it, and the price follows', async () => {
		const { priced } = renderWith('/home?modal=upgrade', {
			kind: 'upgrade',
			variant: 'upgrade',
			closable: true,
			trial: { kind: 'available' },
			purchase: direct('25'),
			contactSales: true,
			revealAfterMs: 0,
		})
		const user = userEvent.setup()
		expect(await screen.findByRole('dialog', { name: 'Upgrade to Boost' }, LAZY_PANEL)).toBeTruthy()
		expect(seatsField().value).toBe('25')
		expect(screen.getByText('$2.50 / Per User, Per Month')).toBeTruthy()
		expect(screen.getByText('$750.00 Per Year / 3 Years, Billed Annually')).toBeTruthy()
		const minus = screen.getByRole('button', { name: /Fewer licenses/ }) as HTMLButtonElement
		const plus = screen.getByRole('button', { name: /More licenses/ })
		expect(minus.disabled).toBe(true)
		await user.click(plus)
		expect(seatsField().value).toBe('50')
		await user.click(plus)
		expect(seatsField().value).toBe('100')
		expect(await screen.findByText('$2.00 / Per User, Per Month', {}, { timeout: 3000 })).toBeTruthy()
		expect(screen.getByText('$2,400.00 Per Year / 3 Years, Billed Annually')).toBeTruthy()
		expect(priced.at(-1)).toBe('100')
		await user.click(minus)
		await user.click(minus)
		expect(seatsField().value).toBe('25')
		expect(minus.disabled).toBe(true)
		expect(buyNow().disabled).toBe(false)
		// Links: the trial offer and Contact Us open their dialogs over the same page.
		expect(screen.getByRole('link', { name: 'Start Trial' }).getAttribute('href')).toBe('/home?modal=startTrial')
		expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/home?modal=contactSales&pageName=Upgrade')
	})

	test('bad counts get the spec’s messages as they are typed, and Buy Now is disabled', async () => {
		renderWith('/home?modal=upgrade', {
			kind: 'upgrade',
			variant: 'upgrade',
			closable: true,
			trial: null,
			purchase: direct('25'),
			contactSales: true,
			revealAfterMs: 0,
		})
		const user = userEvent.setup()
		await screen.findByRole('dialog', { name: 'Upgrade to Boost' }, LAZY_PANEL)
		for (const [typed, message] of [
			['24', 'Number of Licenses/Users must be greater than or equal to 25.'],
			['0', 'Number of Licenses/Users must be greater than or equal to 25.'],
			['25.5', 'Value must be an integer'],
			['abc', 'Value must be a number'],
			['5001', 'Value must be less than or equal to 5000.'],
		]) {
			await user.clear(seatsField())
			await user.type(seatsField(), typed!)
			expect(await screen.findByText(message!, {}, { timeout: 3000 }), typed).toBeTruthy()
			expect(buyNow().disabled, typed).toBe(true)
			expect(seatsField().getAttribute('aria-invalid'), typed).toBe('true')
		}
		expect(screen.getByText('For more than 5000 users, Contact Us.')).toBeTruthy()
	})

	test("'Boost Trial Ended' cannot be closed: no close button, Escape does nothing; Logout is there", async () => {
		renderWith(
			'/home',
			{
				kind: 'upgrade',
				variant: 'trialEnded',
				closable: false,
				trial: null,
				purchase: direct('50'),
				contactSales: true,
				revealAfterMs: 0,
			},
			true,
		)
		const user = userEvent.setup()
		const dialog = await screen.findByRole('dialog', { name: 'Boost Trial Ended' }, LAZY_PANEL)
		expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
		await user.keyboard('{Escape}')
		expect(screen.getByRole('dialog', { name: 'Boost Trial Ended' })).toBe(dialog)
		expect(screen.getByTestId('location').textContent).toBe('/home')
		expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
		expect(screen.getByText(/The training is suspended due to expired trial period/)).toBeTruthy()
	})

	test('a provider-managed company reads who manages its licensing, with no Buy Now', async () => {
		renderWith('/home?modal=upgrade', {
			kind: 'upgrade',
			variant: 'upgrade',
			closable: true,
			trial: null,
			purchase: { kind: 'providerManaged', providerName: 'Northwind MSP' },
			contactSales: false,
			revealAfterMs: 0,
		})
		await screen.findByRole('dialog', { name: 'Upgrade to Boost' }, LAZY_PANEL)
		expect(screen.getByText('Licensing is managed by your provider')).toBeTruthy()
		expect(screen.getByText('Please contact Northwind MSP to change your plan or licenses.')).toBeTruthy()
		expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull()
		expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull()
	})
})

describe('the downgrade dialog', () => {
	test('lists what ends; Keep Boost goes back to the plan dialog, Contact Us to Contact Sales', async () => {
		renderWith('/home?modal=downgrade', { kind: 'downgrade', contactSales: true })
		const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free?' }, LAZY_PANEL)
		for (const feature of [
			'Compliance',
			'Reporting',
			'Single sign-on (SSO)',
			'Training courses',
			'Monthly video',
			'Phishing exercise',
			'Phishing simulation',
		]) {
			expect(dialog.textContent).toContain(feature)
		}
		expect(screen.getByRole('link', { name: 'Keep Boost' }).getAttribute('href')).toBe('/home?modal=upgrade')
		expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/home?modal=contactSales&pageName=Downgrade')
		expect(screen.getByRole('button', { name: 'Continue to Free' })).toBeTruthy()
	})
})
