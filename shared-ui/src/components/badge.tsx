import { type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { type AppTheme } from '../theme/theme';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';

function toneColors(theme: AppTheme, tone: BadgeTone): { fg: string; bg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'primary': return { fg: c.primary, bg: c.primarySoft };
    case 'accent': return { fg: c.accent, bg: c.accentSoft };
    case 'success': return { fg: c.success, bg: c.successSoft };
    case 'warning': return { fg: c.warning, bg: c.warningSoft };
    case 'danger': return { fg: c.danger, bg: c.dangerSoft };
    default: return { fg: c.textMuted, bg: c.surfaceMuted };
  }
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}

/** The small red count on a bell or list item; renders nothing for zero (uses the '99+' cap). */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;
