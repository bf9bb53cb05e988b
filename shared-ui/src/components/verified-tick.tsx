import styled from 'styled-components';

const Svg = styled.svg`
  color: ${({ theme }) => theme.colors.accent};
  flex-shrink: 0;
  vertical-align: middle;
`;

export interface VerifiedTickProps {
  size?: number;
  label?: string;
  className?: string;
}

export function VerifiedTick({ size = 18, label = 'Verified channel', className }: VerifiedTickProps) {
  return (
    <Svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label} className={className}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M12 1.5l2.6 1.9 3.2-.1 1 3.1 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3.1-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3.1-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3.1 3.2.1z"
      />
      <path fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="M7.5 12.3l3 3 6-6.3" />
    </Svg>
  );
}
