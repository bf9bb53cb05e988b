// '{name} is typing…' while the other user's last typing signal is fresh: it hides itself when `until` passes
// (at most 5 s after the signal), without waiting for another update of the chat state.
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

export interface TypingIndicatorProps {
  name: string;
  /** Time (ms since the epoch) until which the other user counts as typing; 0 when not typing. */
  until: number;
}

export function TypingIndicator({ name, until }: TypingIndicatorProps) {
  const [now, setNow] = useState(() => Date.now());
  const typing = until > now;
  // Re-render at `until`, so the line goes away by itself.
  useEffect(() => {
    const current = Date.now();
    setNow(current);
    if (until <= current) return;
    const t = setTimeout(() => setNow(Date.now()), until - current + 20);
    return () => clearTimeout(t);
  }, [until]);
  return <Line aria-live="polite">{typing ? `${name} is typing…` : ''}</Line>;
}
