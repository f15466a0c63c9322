import { useEffect, useRef } from 'react'

/** Calls `close` once, `ms` after `active` turns true (a success panel that closes by itself). */
export function useCloseAfter(active: boolean, ms: number, close: () => void) {
	const latest = useRef(close)
	latest.current = close
	useEffect(() => {
		if (!active) return
		const timer = setTimeout(() => latest.current(), ms)
		return () => clearTimeout(timer)
	}, [active, ms])
}
