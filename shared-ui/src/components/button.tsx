import { type ButtonHTMLAttributes, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focus-ring';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for width, and blocks clicks (aria-busy). */
  loading?: boolean;
  fullWidth?: boolean;
  /**
   * A longer label this button shows in another state (e.g. 'Checking...' now, 'Invite … to CollabHub' later): its
   * room is kept from the start, so the label's change does not resize the button and shift the page (CLS).
   */
  reserveLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerHover}; }
  `,
};

const sizes = {
  sm: css`padding: 6px 12px; font-size: ${({ theme }) => theme.fontSizes.sm}; min-height: 32px;`,
  md: css`padding: 8px 16px; font-size: ${({ theme }) => theme.fontSizes.md}; min-height: 40px;`,
  lg: css`padding: 12px 22px; font-size: ${({ theme }) => theme.fontSizes.lg}; min-height: 48px;`,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, box-shadow ${({ theme }) => theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusRing}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; opacity: 0.85; }
`;

// The label and the reserved text share one grid cell; the reserved text is generated content (not in the DOM's
// text, so tests and screen readers read the real label only) and invisible.
const LabelStack = styled.span`
  display: inline-grid;
  text-align: center;
  & > span, &::after { grid-area: 1 / 1; }
  &::after { content: attr(data-reserve); visibility: hidden; }
`;

export function Button({
  variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled, children,
  onClick, reserveLabel, ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      // Exposes the style's meaning (e.g. 'danger') to tests and to user style sheets.
      data-variant={variant}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      // A loading button stays focusable (no `disabled`) so focus is not lost mid-action; clicks are ignored.
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading && <Spinner size={16} label="" />}
      {reserveLabel ? <LabelStack data-reserve={reserveLabel}><span>{children}</span></LabelStack> : children}
    </StyledButton>
  );
}
