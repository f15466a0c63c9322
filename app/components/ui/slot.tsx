import { cloneElement, Fragment, isValidElement, useCallback, type ReactElement, type ReactNode, type Ref } from 'react'

/**
 * `asChild` for Button and Badge: Radix's Slot (@radix-ui/react-slot 1.5) as they use it, one element
 * child drawn with the component's props merged in — the same merge (the child's handler runs first,
 * then the slot's; styles and class names joined; aria-describedby ids combined; the child's own props
 * win otherwise) and the same composed ref. Its own few lines: Radix's package and its ref helper are
 * 1.4 KB of every page's first load, the sign-in pages' included (ARCHITECTURE.md budgets), where no
 * button takes a child at all. Not Radix's `Slottable`, which nothing here uses.
 */
export function Slot({ children, ref: slotRef, ...slotProps }: { children?: ReactNode; ref?: unknown } & Record<string, unknown>) {
	const ref = slotRef as RefValue
	const child = isValidElement(children) ? (children as ReactElement<Record<string, unknown>>) : null
	const childRef = child?.props.ref as Ref<never> | undefined
	// Radix's useComposedRefs: a new callback only when a ref changes.
	const composedRef = useCallback((node: unknown) => composeRefs(ref, childRef)(node), [ref, childRef])
	if (!child) {
		if (children || children === 0) throw new Error('Slot failed to slot onto its children. Expected a single React element child.')
		return children
	}
	const merged = mergeProps(slotProps, child.props)
	if (child.type !== Fragment) merged.ref = ref ? composedRef : childRef
	return cloneElement(child, merged)
}

function mergeProps(slotProps: Record<string, unknown>, childProps: Record<string, unknown>) {
	const overrideProps = { ...childProps }
	for (const propName in childProps) {
		const slotValue = slotProps[propName]
		const childValue = childProps[propName]
		if (/^on[A-Z]/.test(propName)) {
			if (slotValue && childValue) {
				overrideProps[propName] = (...args: unknown[]) => {
					const result = (childValue as (...a: unknown[]) => unknown)(...args)
					;(slotValue as (...a: unknown[]) => unknown)(...args)
					return result
				}
			} else if (slotValue) {
				overrideProps[propName] = slotValue
			}
		} else if (propName === 'style') {
			overrideProps[propName] = { ...(slotValue as object), ...(childValue as object) }
		} else if (propName === 'className') {
			overrideProps[propName] = [slotValue, childValue].filter(Boolean).join(' ')
		} else if (propName === 'aria-describedby') {
			const ids = new Set<string>()
			for (const value of [childValue, slotValue]) {
				if (typeof value === 'string') for (const id of value.trim().split(/\s+/)) if (id) ids.add(id)
			}
			overrideProps[propName] = ids.size > 0 ? [...ids].join(' ') : undefined
		}
	}
	return { ...slotProps, ...overrideProps }
}

type RefValue = Ref<never> | undefined

function setRef(ref: RefValue, value: unknown): unknown {
	if (typeof ref === 'function') return (ref as (value: unknown) => unknown)(value)
	if (ref !== null && ref !== undefined) (ref as { current: unknown }).current = value
}

/** Radix's composeRefs: every ref gets the node; cleanups returned by callback refs run on detach. */
function composeRefs(...refs: RefValue[]) {
	return (node: unknown) => {
		let hasCleanup = false
		const cleanups = refs.map((ref) => {
			const cleanup = setRef(ref, node)
			if (!hasCleanup && typeof cleanup == 'function') hasCleanup = true
			return cleanup
		})
		if (hasCleanup) {
			return () => {
				for (let i = 0; i < cleanups.length; i++) {
					const cleanup = cleanups[i]
					if (typeof cleanup == 'function') cleanup()
					else setRef(refs[i], null)
				}
			}
		}
	}
}
