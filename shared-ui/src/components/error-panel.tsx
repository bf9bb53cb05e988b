import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1, h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; max-width: 48ch; }
`;

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** 1 when the panel stands for a whole page (every screen has an h1); 2 (default) inside a page. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** A failed area (a remote that did not load, a failed fetch), with an optional retry. */
export function ErrorPanel({
  title = 'Something went wrong', message, onRetry, retryLabel = 'Retry', headingLevel = 2, className,
}: ErrorPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel role="alert" className={className}>
      <Heading>{title}</Heading>
      {message && <p>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Panel>
  );
}
