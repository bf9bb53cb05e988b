import styled from 'styled-components';
import { BadgeCheck } from 'lucide-react';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.accent};
`;

export interface VerifiedTickProps {
  size?: number;
  label?: string;
  className?: string;
}

/** The verified-channel tick. Place it beside a heading, not inside it, so its name is not read as part of the title. */
export function VerifiedTick({ size = 18, label = 'Verified channel', className }: VerifiedTickProps) {
  return (
    <Wrap role="img" aria-label={label} title={label} className={className}>
      <BadgeCheck size={size} aria-hidden="true" focusable="false" fill="currentColor" stroke="#fff" strokeWidth={2.2} />
    </Wrap>
  );
}
