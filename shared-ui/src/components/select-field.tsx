import type { ReactNode } from 'react';
import { Field } from './field';
import { Select, type SelectProps } from './inputs';

export interface SelectFieldProps extends Omit<SelectProps, 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Called with the chosen option's value. */
  onValue: (value: string) => void;
}

/** A labelled select: Field + Select, the pair every filter and form with fixed choices uses. */
export function SelectField({ label, hint, required, onValue, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} required={required}>
      <Select {...select} onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}
