import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { FunnelChart } from './funnel-chart.tsx'
import { SeriesChart } from './series-chart.tsx'

const steps = [
	{ key: 'sent', label: 'Sent', value: 200, valueLabel: '200', rateLabel: '100%', tone: 'neutral' as const },
	{ key: 'clicked', label: 'Clicked', value: 50, valueLabel: '50', rateLabel: '25%', tone: 'warning' as const },
	{ key: 'phished', label: 'Phished', value: 0, valueLabel: '0', rateLabel: '0%', tone: 'danger' as const },
]

describe('server-drawn charts', () => {
	test('a funnel is an image named by its title and described by its numbers, with the same numbers as a table', () => {
		const html = renderToStaticMarkup(
			<FunnelChart title="Phishing funnel" steps={steps} showData="Show data" headers={['Event', 'Count', 'Rate']} />,
		)
		const svg = /<svg[^>]*>/.exec(html)![0]
		expect(svg).toContain('role="img"')
		const [titleId, descId] = /aria-labelledby="([^"]+)"/.exec(svg)![1]!.split(' ')
		expect(html).toContain(`<title id="${titleId}">Phishing funnel</title>`)
		expect(html).toContain(`<desc id="${descId}">Sent: 200 (100%), Clicked: 50 (25%), Phished: 0 (0%)</desc>`)
		expect(html).toMatch(/<details[^>]*><summary[^>]*>Show data<\/summary>/)
		expect(html).toContain('<th scope="row" class="border-b px-2 py-1 text-start font-normal">Clicked</th>')
	})

	test('funnel bars are proportional to the first step, and a zero draws none', () => {
		const html = renderToStaticMarkup(<FunnelChart title="F" steps={steps} showData="Show data" headers={['Event', 'Count', 'Rate']} />)
		const widths = [...html.matchAll(/width="([\d.]+)"[^>]*data-value="(\d+)"/g)].map((match) => [Number(match[1]), Number(match[2])])
		expect(widths).toHaveLength(3)
		expect(widths[1]![0] / widths[0]![0]).toBeCloseTo(0.25)
		expect(widths[2]![0]).toBe(0)
	})

	test('a series without points draws its axis and says there is nothing', () => {
		const html = renderToStaticMarkup(
			<SeriesChart
				title="Events by round"
				series={[{ key: 'sent', label: 'Sent', tone: 'neutral' }]}
				points={[]}
				showData="Show data"
				pointHeader="Round"
				format={String}
				empty="No emails were sent."
			/>,
		)
		expect(html).toContain('role="img"')
		expect(html).toContain('No emails were sent.')
		expect(html).not.toContain('data-series')
	})

	test('series bars share one scale', () => {
		const html = renderToStaticMarkup(
			<SeriesChart
				title="Events by round"
				series={[
					{ key: 'sent', label: 'Sent', tone: 'neutral' },
					{ key: 'clicked', label: 'Clicked', tone: 'warning' },
				]}
				points={[
					{ key: '1', label: 'Round 1', values: { sent: 300, clicked: 75 } },
					{ key: '2', label: 'Round 2', values: { sent: 150, clicked: 0 } },
				]}
				showData="Show data"
				pointHeader="Round"
				format={String}
				empty="-"
			/>,
		)
		const heights = [...html.matchAll(/height="([\d.]+)"[^>]*data-series="(\w+)" data-value="(\d+)"/g)].map((m) => [
			Number(m[1]),
			Number(m[3]),
		])
		expect(heights.map(([, value]) => value)).toEqual([300, 75, 150, 0])
		expect(heights[1]![0] / heights[0]![0]).toBeCloseTo(0.25)
		expect(heights[2]![0] / heights[0]![0]).toBeCloseTo(0.5)
		expect(heights[3]![0]).toBe(0)
	})
})
