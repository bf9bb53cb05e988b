import type { KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from './inputs';

export interface SearchInputProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'aria-label'> {
  /** Accessible name, e.g. 'Search channels'. */
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** After Escape has emptied the box: drop whatever the search had applied. */
  onClear?: () => void;
}

/** A labelled search box: Escape empties it (then `onClear`); other keys reach `onKeyDown`. */
export function SearchInput({ label, value, onValue, onClear, onKeyDown, ...props }: SearchInputProps) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      onValue('');
      onClear?.();
    }
    onKeyDown?.(event);
  };
  return (
    <TextInput type="search" aria-label={label} value={value} onChange={(e) => onValue(e.target.value)} onKeyDown={keyDown} {...props} />
  );
}
