// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { doughnutSlices, ringSegments } from './doughnut-data.ts'
import type { DoughnutChartProps } from './lazy-doughnut-chart.tsx'

afterEach(cleanup)

const HERE = join(process.cwd(), 'app/components/charts')

/** The drawn chart (not the fallback, which has the same accessible name). */
async function drawnRing() {
	await waitFor(() => expect(document.querySelector('[data-slot="doughnut-ring"]')).not.toBeNull())
	return document.querySelector('[data-slot="doughnut-ring"]') as SVGSVGElement
}

const assignments = [
	{ label: 'Completed', value: 12, tone: 'success' as const },
	{ label: 'In Progress', value: 9, tone: 'info' as const },
	{ label: 'Not Started', value: 6, tone: 'neutral' as const },
	{ label: 'Overdue', value: 3, tone: 'danger' as const },
]

describe('doughnut arithmetic', () => {
	test('shares are whole percents that add up to exactly 100', () => {
		const { slices, total } = doughnutSlices([
			{ label: 'a', value: 1 },
			{ label: 'b', value: 1 },
			{ label: 'c', value: 1 },
		])
		expect(total).toBe(3)
		expect(slices.map((s) => s.percent)).toEqual([34, 33, 33])
		expect(doughnutSlices(assignments).slices.map((s) => s.percent)).toEqual([40, 30, 20, 10])
	})

	test('an empty chart is all zero; negative values count as zero; tones cycle when not given', () => {
		const empty = doughnutSlices([{ label: 'a', value: 0 }])
		expect(empty.total).toBe(0)
		expect(empty.slices[0].percent).toBe(0)
		const { slices } = doughnutSlices([
			{ label: 'a', value: -5 },
			{ label: 'b', value: 5 },
		])
		expect(slices.map((s) => [s.value, s.percent, s.tone])).toEqual([
			[0, 0, 'primary'],
			[5, 100, 'success'],
		])
	})

	test('segments follow each other round the ring, each as long as its share less the gap', () => {
		const radius = 100 / (2 * Math.PI) // circumference 100
		const segments = ringSegments([50, 0, 25, 25], radius, 2)
		expect(segments).toEqual([
			{ index: 0, dashArray: '48 52', dashOffset: -0 },
			{ index: 2, dashArray: '23 77', dashOffset: -50 },
			{ index: 3, dashArray: '23 77', dashOffset: -75 },
		])
		// A single segment closes the ring with no gap.
		expect(ringSegments([7], radius)).toEqual([{ index: 0, dashArray: '100 0', dashOffset: -0 }])
		expect(ringSegments([0, 0], radius)).toEqual([])
	})
})

/**
 * A fresh copy of the wrapper, whose React.lazy has never loaded the chart (the module-level one
 * may already have, in an earlier test).
 */
async function freshChart(props: DoughnutChartProps = { title: 'Assignments', data: assignments, centerCaption: 'Users' }) {
	vi.resetModules()
	const { LazyDoughnutChart: Fresh } = await import('./lazy-doughnut-chart.tsx')
	const { WithEnglish: FreshEnglish } = await import('#tests/fixtures/render.tsx')
	return function FreshChart() {
		return (
			<FreshEnglish>
				<Fresh {...props} />
			</FreshEnglish>
		)
	}
}

describe('LazyDoughnutChart', () => {
	test('the wrapper module does not import the chart module statically, only through import()', () => {
		const source = readFileSync(join(HERE, 'lazy-doughnut-chart.tsx'), 'utf8')
		const staticImports = [...source.matchAll(/^\s*(?:import|export)\b[^;(]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1])
		expect(staticImports.length).toBeGreaterThan(0)
		expect(staticImports.filter((path) => /doughnut-chart(\.tsx)?$/.test(path))).toEqual([])
		expect(source).toMatch(/lazy\(\(\) => import\('\.\/doughnut-chart\.tsx'\)\)/)
		// The modules it does import statically do not pull the chart in either.
		for (const path of staticImports.filter((p) => p.startsWith('./'))) {
			const dependency = readFileSync(join(HERE, path), 'utf8')
			expect(dependency, path).not.toMatch(/from\s+['"]\.\/doughnut-chart(\.tsx)?['"]/)
		}
	})

	test('the fallback is what the server sends first: same size, centre, legend, summary and table, no segments', async () => {
		const FreshChart = await freshChart()
		const html = renderToString(<FreshChart />)
		expect(html).toContain('data-loading="true"')
		expect(html).toContain('style="width:160px;height:160px"')
		expect(html).not.toContain('data-slot="doughnut-segment"')
		expect(html).toContain(
			'aria-label="Assignments: Completed: 12 (40%), In Progress: 9 (30%), Not Started: 6 (20%), Overdue: 3 (10%)"',
		)
		expect(html).toContain('<caption>Assignments</caption>')
	})

	test('once its chunk is loaded the chart draws a segment per value, with legend values and percentages', async () => {
		const FreshChart = await freshChart()
		render(<FreshChart />)
		// First the fallback, of the same size …
		const figure = document.querySelector('[data-slot="doughnut-chart"]')!
		expect(figure.getAttribute('data-loading')).toBe('true')
		expect(document.querySelector('[data-slot="doughnut-segment"]')).toBeNull()
		// … then the chart, when the dynamic import resolves.
		const ring = await drawnRing()
		expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
			'Assignments: Completed: 12 (40%), In Progress: 9 (30%), Not Started: 6 (20%), Overdue: 3 (10%)',
		)
		expect(screen.getByRole('img')).toBe(ring)
		const chart = document.querySelector('[data-slot="doughnut-chart"]')!
		expect(chart.hasAttribute('data-loading')).toBe(false)
		expect((chart.firstElementChild as HTMLElement).style.width).toBe('160px')

		const segments = [...ring.querySelectorAll('[data-slot="doughnut-segment"]')]
		expect(segments.map((s) => s.getAttribute('data-label'))).toEqual(['Completed', 'In Progress', 'Not Started', 'Overdue'])
		expect(segments.map((s) => s.getAttribute('class')?.match(/stroke-\S+/)?.[0])).toEqual([
			'stroke-success',
			'stroke-info',
			'stroke-muted-foreground',
			'stroke-destructive',
		])

		const legend = [...document.querySelectorAll('[data-slot="doughnut-legend-item"]')].map((li) => li.textContent)
		expect(legend).toEqual(['Completed1240%', 'In Progress930%', 'Not Started620%', 'Overdue310%'])
		expect(document.querySelector('[data-slot="doughnut-center"]')?.textContent).toBe('30')

		const table = screen.getByRole('table', { name: 'Assignments' })
		expect(within(table).getByRole('row', { name: 'In Progress 9 30%' })).toBeTruthy()
	})

	test('pointing at a segment shows its value and name in the hole', async () => {
		const FreshChart = await freshChart()
		render(<FreshChart />)
		const ring = await drawnRing()
		const overdue = ring.querySelector('[data-label="Overdue"]')!
		await act(async () => {
			overdue.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
		})
		expect(document.querySelector('[data-slot="doughnut-center"]')?.textContent).toBe('3')
		expect(document.querySelector('[data-slot="doughnut-center"]')?.nextElementSibling?.textContent).toBe('Overdue')
	})

	test('an empty chart says No data', async () => {
		const FreshChart = await freshChart({ title: 'Results', data: [{ label: 'Sent', value: 0 }] })
		render(<FreshChart />)
		const ring = await drawnRing()
		expect(ring.getAttribute('aria-label')).toBe('Results: No data')
		expect(ring.querySelectorAll('[data-slot="doughnut-segment"]')).toHaveLength(0)
	})
})
