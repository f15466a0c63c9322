import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { StatusChip, statusTone } from './status-chip.tsx'

describe('StatusChip', () => {
	test('each status the spec names has a tone by meaning', () => {
		expect(['ACTIVE', 'ENABLED', 'PAID', 'completed'].map(statusTone)).toEqual(['success', 'success', 'success', 'success'])
		expect(['IN_PROGRESS', 'ONGOING', 'OPEN', 'inProgress'].map(statusTone)).toEqual(['info', 'info', 'info', 'info'])
		expect(['SUSPENDED', 'QUEUED', 'PAST_DUE'].map(statusTone)).toEqual(['warning', 'warning', 'warning'])
		expect(['UNCOLLECTIBLE', 'OVERDUE', 'overdue', 'UNPAID'].map(statusTone)).toEqual(['danger', 'danger', 'danger', 'danger'])
		expect(['DISABLED', 'ARCHIVED', 'ENDED', 'VOID', 'notStarted'].map(statusTone)).toEqual([
			'neutral',
			'neutral',
			'neutral',
			'neutral',
			'neutral',
		])
		expect(statusTone('DRAFT')).toBe('draft')
	})

	test('an unknown status (or a prototype key) is neutral', () => {
		expect(statusTone('SOMETHING_NEW')).toBe('neutral')
		expect(statusTone('toString')).toBe('neutral')
	})

	test('the caller’s label is the text; the tone follows the status and can be overridden', () => {
		const html = renderToString(<StatusChip status="OVERDUE">Overdue</StatusChip>)
		expect(html).toContain('data-tone="danger"')
		expect(html).toMatch(/<span aria-hidden="true"[^>]*><\/span>Overdue<\/span>$/)
		expect(
			renderToString(
				<StatusChip status="OVERDUE" tone="neutral">
					x
				</StatusChip>,
			),
		).toContain('data-tone="neutral"')
	})
})
