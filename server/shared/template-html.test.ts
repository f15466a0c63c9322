import { describe, expect, test } from 'vitest'
import { buildTemplatePreviewDocument, cleanStyleAttribute, cleanStyleSheet, PREVIEW_CSP, sanitiseTemplateHtml } from './template-html.ts'

/** Whether the sanitised output still holds something that runs, loads or links. */
function assertInert(html: string) {
	const out = sanitiseTemplateHtml(html)
	expect(out).not.toMatch(/<script|<iframe|<object|<embed|<form|<input|<meta|<base|<link|<svg|<animate|<a[\s>]/i)
	expect(out).not.toMatch(/\son[a-z]+\s*=/i)
	expect(out).not.toMatch(/javascript:|vbscript:|data:text/i)
	expect(out).not.toMatch(/https?:/i)
	expect(out).not.toMatch(/url\s*\(|@import|expression\s*\(/i)
	return out
}

describe('sanitiseTemplateHtml', () => {
	test('keeps a whole email document: head styles, tables, inline styles, inline images', () => {
		const out = sanitiseTemplateHtml(
			'<html><head><style>.btn{color:#fff;background:#0a66c2}</style></head><body><table style="width:100%"><tr><td class="btn"><b>Pay now</b></td></tr></table><img alt="logo" src="data:image/png;base64,iVBORw0KGgo="></body></html>',
		)
		expect(out).toMatch(/^<html><head><style>\.btn\{color:#fff;background:#0a66c2\}<\/style><\/head><body>/)
		expect(out).toContain('<td class="btn"><b>Pay now</b></td>')
		expect(out).toContain('style="width:100%"')
		expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="')
		expect(sanitiseTemplateHtml(out)).toBe(out)
	})

	test('removes <script> and event handlers (onerror, onload)', () => {
		const out = assertInert(
			'<body onload="steal()"><p>Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><div onclick="x()">d</div></body>',
		)
		expect(out).toContain('<p>Hi</p>')
		expect(out).toContain('<div>d</div>')
	})

	test('links become non-clickable spans; javascript:, vbscript: and data: URLs go', () => {
		const out = assertInert(
			'<p><a href="javascript:alert(1)" style="color:red" title="t">Verify account</a> <a href="vbscript:msgbox(1)">v</a> <a href="data:text/html,<script>alert(1)</script>">d</a> <a href="https://bank.example/login" target="_blank">Log in</a></p>',
		)
		expect(out).toContain('<span style="color:red" title="t">Verify account</span>')
		expect(out).toContain('<span>Log in</span>')
	})

	test('removes <meta http-equiv=refresh>, <base>, <link> and forms', () => {
		const out = assertInert(
			'<html><head><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/a.css"></head><body><form action="https://evil.example"><input name="password"><button formaction="https://evil.example">Go</button></form><p>text</p></body></html>',
		)
		expect(out).toContain('<p>text</p>')
	})

	test('removes SVG script vectors: <script>, onload, <animate href>', () => {
		assertInert(
			'<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)"><animate attributeName="href" values="javascript:alert(1)" href="#x"/><text>x</text></a></svg><svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
		)
	})

	test('remote images do not load: src and srcset of another origin are dropped, as are background attributes', () => {
		const out = assertInert(
			'<img src="https://tracker.example/pixel.gif" alt="pixel"><img srcset="https://a.example/1.png 1x, https://a.example/2.png 2x" alt="s"><table background="https://a.example/bg.png"><tr><td>t</td></tr></table><picture><source srcset="https://a.example/x.webp"></picture>',
		)
		expect(out).toContain('<img alt="pixel">')
		// Inline images stay, an SVG one too (in an <img> it runs nothing).
		const inline = sanitiseTemplateHtml(
			'<img src="data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E" alt="logo"><img src="data:text/html;base64,PHNjcmlwdD4=">',
		)
		expect(inline).toContain('<img src="data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E" alt="logo">')
		expect(inline).not.toContain('data:text')
	})

	test('CSS that loads or runs is removed from style attributes and style elements', () => {
		const out = assertInert(
			'<html><head><style>@import url(https://evil.example/a.css);@import "https://evil.example/b.css"; body{background:url(https://evil.example/bg.png) no-repeat;color:#333}</style></head><body><div style="background-image:url(http://evil.example/x.png);color:blue">a</div><div style="width:expression(alert(1))">b</div><div style="behavior:url(x.htc)">c</div><p style="color:re\\64">d</p></body></html>',
		)
		expect(out).toContain('<div style="color:blue">a</div>')
		expect(out).toContain('<div>b</div>')
		expect(out).toContain('color:#333')
		expect(out).toContain('<p>d</p>')
	})

	test('a style sheet that hides its meaning (escapes, comments, nested url) is dropped', () => {
		expect(cleanStyleSheet('a{background:u\\72l(https://x)}')).toBe('')
		expect(cleanStyleSheet('a{background:ur/**/l(https://x)}')).toBe('')
		expect(cleanStyleSheet('a{background:url("a(b)")}')).toBe('')
		expect(cleanStyleAttribute('color:red; background:url(https://x)')).toBe('color:red')
	})
})

describe('buildTemplatePreviewDocument', () => {
	test('puts the CSP meta tag first in the head of the sanitised document', () => {
		const doc = buildTemplatePreviewDocument(
			'<head><title>t</title></head><body><script>alert(1)</script><a href="https://x.example">Open</a></body>',
		)
		expect(doc.startsWith(`<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`)).toBe(true)
		expect(PREVIEW_CSP).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'")
		expect(doc).not.toContain('<script')
		expect(doc).toContain('<span>Open</span>')
		expect(doc).toContain('<title>t</title>')
	})

	test('a fragment gets a document with the policy too', () => {
		expect(buildTemplatePreviewDocument('<b>x</b>')).toMatch(
			/^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy"[^>]*><meta charset="utf-8">.*<body><b>x<\/b><\/body><\/html>$/,
		)
	})
})
