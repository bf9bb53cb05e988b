import styled from 'styled-components';
import { Spinner } from './spinner';

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export interface LoadingScreenProps {
  /** e.g. 'Loading your dashboard...' (SPEC §2). */
  text?: string;
  className?: string;
}

/** A full-page loading state, announced politely once. */
export function LoadingScreen({ text = 'Loading...', className }: LoadingScreenProps) {
  return (
    <Screen role="status" aria-live="polite" className={className}>
      <Spinner size={40} label="" />
      <p>{text}</p>
    </Screen>
  );
}
