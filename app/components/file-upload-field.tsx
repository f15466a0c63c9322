/**
 * A form's file, with its upload progress shown. Without JavaScript it is a plain file input that goes
 * with the form. With it, a chosen file is checked (type by name, size), then sent ahead on its own to
 * /resources/uploads/{kind} as a request's whole body with XMLHttpRequest (fetch reports no upload progress) while a progress bar
 * fills; the id it gets back goes with the form in place of the file (app/lib/uploads.server.ts).
 */
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button } from '#app/components/ui/button.tsx'
import { Field, type FieldErrors } from '#app/components/ui/field.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import {
	browserFileFacts,
	UPLOAD_NAME_HEADER,
	UPLOAD_RULES,
	type UploadKind,
	type UploadProblem,
	uploadProblem,
} from '#app/lib/upload-rules.ts'
import type { UploadReply } from '#app/routes/resources/uploads.ts'

type UploadState =
	| { status: 'idle' }
	| { status: 'uploading'; name: string; percent: number }
	| { status: 'done'; uploadId: string; name: string; size: number }
	| { status: 'failed'; message: string }

export type FileUploadFieldProps = {
	/** The form field: a file without JavaScript, the id of the file sent ahead with it. */
	name: string
	kind: UploadKind
	label: string
	description?: string
	/** The form's own errors for the field (client or server validation). */
	errors?: FieldErrors
	/** The form's wording of each problem, translated (e.g. spec 1 §5 'Error. Please attach .pdf file'). */
	messages: Record<UploadProblem, string>
	/** Told while a file is on its way, so the form can wait for it. */
	onBusyChange?: (busy: boolean) => void
	/**
	 * Told when a file has been taken (or removed) while the field shows an error, so the form can check it
	 * again. Only then: before its schema has loaded a form checks on the server, a round trip that must not
	 * race the upload's own submit.
	 */
	onChange?: () => void
	/** A file the server kept from a submit that failed on another field: it stays attached. */
	kept?: { uploadId: string; name: string; size: number } | null
}

export function FileUploadField({ name, kind, label, description, errors, messages, onBusyChange, onChange, kept }: FileUploadFieldProps) {
	// Its texts are the learning area's, the only one with uploads of this kind so far (the console's own part stays small).
	const { t } = useTranslation('learning')
	const hydrated = useHydrated()
	const rule = UPLOAD_RULES[kind]
	const [state, setState] = useState<UploadState>(kept ? { status: 'done', ...kept } : { status: 'idle' })
	// A later submit's reply brings its own kept file (or none): told apart by its id, so a reply that
	// names the same file (or none, as before) leaves what the field shows alone.
	const keptId = kept?.uploadId ?? null
	const [shownKeptId, setShownKeptId] = useState(keptId)
	if (keptId !== shownKeptId) {
		setShownKeptId(keptId)
		setState(kept ? { status: 'done', ...kept } : { status: 'idle' })
	}
	const request = useRef<XMLHttpRequest | null>(null)
	const recheck = () => {
		if (errors?.length) onChange?.()
	}
	const input = useRef<HTMLInputElement>(null)

	useEffect(() => () => request.current?.abort(), [])
	useEffect(() => onBusyChange?.(state.status === 'uploading'), [state.status, onBusyChange])

	function send(file: File) {
		request.current?.abort()
		const xhr = new XMLHttpRequest()
		request.current = xhr
		setState({ status: 'uploading', name: file.name, percent: 0 })
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable)
				setState({ status: 'uploading', name: file.name, percent: Math.floor((event.loaded / event.total) * 100) })
		}
		xhr.onload = () => {
			let reply: UploadReply | null = null
			try {
				reply = JSON.parse(xhr.responseText) as UploadReply
			} catch {
				// The HTTP layer's bare 413 for a body far over the limit is text.
			}
			if (reply && 'uploadId' in reply && xhr.status === 200) setState({ status: 'done', ...reply })
			else if (reply && 'problem' in reply) setState({ status: 'failed', message: messages[reply.problem] })
			else setState({ status: 'failed', message: xhr.status === 413 ? messages.size : t('upload.failed') })
			recheck()
		}
		xhr.onerror = () => setState({ status: 'failed', message: t('upload.failed') })
		xhr.open('POST', `/resources/uploads/${kind}`)
		xhr.setRequestHeader('Accept', 'application/json')
		// The file is the whole body, so the server streams it to disk (a multipart part it would hold in memory).
		xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
		xhr.setRequestHeader(UPLOAD_NAME_HEADER, encodeURIComponent(file.name))
		xhr.send(file)
	}

	function choose(event: React.ChangeEvent<HTMLInputElement>) {
		const file = event.currentTarget.files?.[0]
		if (!file) {
			request.current?.abort()
			setState({ status: 'idle' })
			recheck()
			return
		}
		const problem = uploadProblem(kind, browserFileFacts(file))
		if (problem) {
			setState({ status: 'failed', message: messages[problem] })
			recheck()
			return
		}
		send(file)
	}

	function remove() {
		request.current?.abort()
		if (input.current) input.current.value = ''
		setState({ status: 'idle' })
		recheck()
		// The input shows again on the next render; focus moves to it then.
		requestAnimationFrame(() => input.current?.focus())
	}

	// A problem of the file just chosen comes before the form's older errors.
	const shownErrors = state.status === 'failed' ? [state.message] : state.status === 'idle' ? errors : null
	return (
		<div className="grid gap-2">
			{/* Once a file is attached the input goes (its id is the field's value); Remove brings it back. */}
			<Field label={label} description={description} errors={shownErrors} hidden={state.status === 'done' || undefined}>
				<Input
					ref={input}
					type="file"
					name={hydrated || state.status === 'done' ? undefined : name}
					accept={rule.accept}
					onChange={hydrated ? choose : undefined}
				/>
			</Field>
			{state.status === 'done' ? <input type="hidden" name={name} value={state.uploadId} /> : null}
			<div role="status" aria-live="polite" className="text-sm">
				{state.status === 'uploading' ? (
					<div className="flex items-center gap-3">
						<progress
							value={state.percent}
							max={100}
							aria-label={t('upload.progress', { name: state.name })}
							className="h-2 w-48 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
						/>
						<span className="tabular-nums">{t('upload.percent', { percent: state.percent })}</span>
					</div>
				) : null}
				{state.status === 'done' ? (
					<div className="flex flex-wrap items-center gap-2">
						<span className="font-medium">{label}:</span>
						<span>{t('upload.done', { name: state.name, size: formatMegabytes(state.size) })}</span>
						{hydrated ? (
							<Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={remove}>
								{t('upload.remove', { name: state.name })}
							</Button>
						) : null}
					</div>
				) : null}
			</div>
		</div>
	)
}

/** A file size for people: megabytes with one decimal (0.1 MB at least). */
function formatMegabytes(bytes: number): string {
	return `${Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`
}
