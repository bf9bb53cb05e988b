import { type ReactNode } from 'react';
import styled from 'styled-components';
import { type AppTheme } from '../theme/theme';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

function colors(theme: AppTheme, tone: AlertTone) {
  const c = theme.colors;
  return {
    error: { fg: c.danger, bg: c.dangerSoft },
    warning: { fg: c.warning, bg: c.warningSoft },
    success: { fg: c.success, bg: c.successSoft },
    info: { fg: c.info, bg: c.infoSoft },
  }[tone];
}

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $tone }) => colors(theme, $tone).fg};
  background: ${({ theme, $tone }) => colors(theme, $tone).bg};
  color: ${({ theme, $tone }) => colors(theme, $tone).fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface InlineAlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/**
 * A message inside the page. Errors and warnings use role="alert" (announced at once);
 * success and info use role="status" (announced politely).
 */
export function InlineAlert({ tone = 'error', children, className }: InlineAlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box role={role} $tone={tone} className={className}>
      {children}
    </Box>
  );
}
