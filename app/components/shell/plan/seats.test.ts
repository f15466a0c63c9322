import { describe, expect, test } from 'vitest'
import { NOT_BOOSTED_SEAT_CAP } from '#app/auth/visibility.ts'
import { PURCHASE_MAX_SEATS, PURCHASE_MIN_SEATS, SEAT_STEP as CONTRACT_SEAT_STEP } from '#app/gateway/billing.server.ts'
import {
	canStepDown,
	canStepUp,
	defaultSeats,
	SEAT_MAX,
	SEAT_MESSAGE,
	SEAT_MIN,
	SEAT_STEP,
	seatCount,
	seatCountProblem,
	stepSeats,
} from './seats.ts'

describe('the seat count of the upgrade stepper', () => {
	test('has the gateway contract’s bounds: at least the not-boosted cap, step 50, the Buy Now maximum', () => {
		expect(SEAT_MIN).toBe(PURCHASE_MIN_SEATS)
		expect(SEAT_MIN).toBe(NOT_BOOSTED_SEAT_CAP)
		expect(SEAT_STEP).toBe(CONTRACT_SEAT_STEP)
		expect(SEAT_STEP).toBe(50)
		expect(SEAT_MAX).toBe(PURCHASE_MAX_SEATS)
	})

	test('bad counts get the spec’s messages, in order: required, number, integer, minimum, maximum', () => {
		expect(seatCountProblem('')).toBe(SEAT_MESSAGE.required)
		expect(seatCountProblem('   ')).toBe(SEAT_MESSAGE.required)
		expect(seatCountProblem(null)).toBe(SEAT_MESSAGE.required)
		expect(seatCountProblem('abc')).toBe(SEAT_MESSAGE.number)
		expect(seatCountProblem('12abc')).toBe(SEAT_MESSAGE.number)
		expect(seatCountProblem('1e3')).toBe(SEAT_MESSAGE.number)
		expect(seatCountProblem('25.5')).toBe(SEAT_MESSAGE.integer)
		expect(seatCountProblem('0')).toBe(SEAT_MESSAGE.min)
		expect(seatCountProblem('24')).toBe(SEAT_MESSAGE.min)
		expect(seatCountProblem('-50')).toBe(SEAT_MESSAGE.min)
		expect(seatCountProblem('5001')).toBe(SEAT_MESSAGE.max)
	})

	test('good counts pass, spaces around them too', () => {
		for (const good of ['25', '26', '150', ' 150 ', '5000', '25.0']) expect(seatCountProblem(good), good).toBeNull()
		expect(seatCount(' 150 ')).toBe(150)
		expect(seatCount('24')).toBeNull()
	})

	test('plus and minus go to the next multiple of 50, never below 25 nor above the maximum', () => {
		expect(stepSeats('25', 1)).toBe(50)
		expect(stepSeats('50', 1)).toBe(100)
		expect(stepSeats('130', 1)).toBe(150)
		expect(stepSeats('100', -1)).toBe(50)
		expect(stepSeats('50', -1)).toBe(25)
		expect(stepSeats('75', -1)).toBe(50)
		expect(stepSeats('0', 1)).toBe(50)
		expect(stepSeats('4990', 1)).toBe(5000)
		expect(stepSeats('9000', -1)).toBe(5000)
		expect(stepSeats('letters', 1)).toBe(25)
	})

	test('minus is disabled at or below the minimum and for text; plus stops at the maximum', () => {
		expect(canStepDown('25')).toBe(false)
		expect(canStepDown('10')).toBe(false)
		expect(canStepDown('letters')).toBe(false)
		expect(canStepDown('26')).toBe(true)
		expect(canStepUp('25')).toBe(true)
		expect(canStepUp('letters')).toBe(true)
		expect(canStepUp('5000')).toBe(false)
	})

	test('starts at the minimum, or at enough seats for every enabled user rounded up to the step', () => {
		expect(defaultSeats(1)).toBe(25)
		expect(defaultSeats(25)).toBe(25)
		expect(defaultSeats(40)).toBe(50)
		expect(defaultSeats(300)).toBe(300)
		expect(defaultSeats(301)).toBe(350)
		expect(defaultSeats(1_000_000)).toBe(5000)
	})
})
