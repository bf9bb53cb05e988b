import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible name; pass an empty string when a surrounding element already announces the loading state. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label = 'Loading', className }: SpinnerProps) {
  return label ? (
    <Ring $size={size} role="status" aria-label={label} className={className} />
  ) : (
    <Ring $size={size} aria-hidden="true" className={className} />
  );
}
