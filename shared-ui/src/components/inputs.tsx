import {
  type ChangeEvent, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { useFieldControl } from './field';

const controlStyle = css`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast}, box-shadow ${({ theme }) => theme.transitions.fast};
  &::placeholder { color: ${({ theme }) => theme.colors.grey[500]}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.grey[400]}; }
  &:focus-visible, &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceMuted}; cursor: not-allowed; opacity: 0.7; }
`;

const StyledInput = styled.input`${controlStyle}`;
const StyledTextArea = styled.textarea`${controlStyle} min-height: 96px; resize: vertical; line-height: 1.5;`;
const StyledSelect = styled.select`
  ${controlStyle}
  appearance: none;
  padding-right: 36px;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 18px) 50%, calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text-like input (text, email, search, password…). Picks up id/described-by/invalid from a Field. */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  const wiring = useFieldControl(props);
  return <StyledInput type={type} {...props} {...wiring} />;
}

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  /** The raw text, so an empty or partial entry is kept as typed; parse with `parseNumberInput`. */
  value?: string | number;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A numeric input with the numeric keyboard on phones. The value stays text; callers decide the default. */
export function NumberInput({ onChange, inputMode = 'numeric', ...props }: NumberInputProps) {
  const wiring = useFieldControl(props);
  return (
    <StyledInput
      type="number"
      inputMode={inputMode}
      {...props}
      {...wiring}
      onChange={(e) => onChange?.(e.target.value, e)}
    />
  );
}

/** Parses a NumberInput value: a finite number, or `fallback` when empty or not numeric (SPEC §5 filters). */
export function parseNumberInput(value: string | number | null | undefined, fallback: number): number {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea(props: TextAreaProps) {
  const wiring = useFieldControl(props);
  return <StyledTextArea {...props} {...wiring} />;
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Options to render; children may be used instead. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as 'All categories'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen-reader support come from the platform). */
export function Select({ options, placeholder, children, ...props }: SelectProps) {
  const wiring = useFieldControl(props);
  return (
    <StyledSelect {...props} {...wiring}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </StyledSelect>
  );
}
