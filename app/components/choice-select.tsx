import { getSelectProps } from '@conform-to/react'
import { NativeSelect } from '#app/components/ui/native-select.tsx'
import type { FormField } from './form-errors.ts'
import type * as React from 'react'

/** A native select of id/label choices with an empty "choose" first option (works without JavaScript). */
export function ChoiceSelect({
	field,
	choices,
	placeholder,
	...props
}: Omit<React.ComponentProps<'select'>, 'children'> & {
	field: FormField
	choices: ReadonlyArray<{ id: string; label: string }>
	placeholder: string
}) {
	// `props` carries what Field adds (id, aria-invalid, aria-describedby) and anything else the caller sets.
	return (
		<NativeSelect {...getSelectProps(field)} {...props}>
			<option value="">{placeholder}</option>
			{choices.map((choice) => (
				<option key={choice.id} value={choice.id}>
					{choice.label}
				</option>
			))}
		</NativeSelect>
	)
}
