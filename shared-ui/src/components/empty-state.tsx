import { type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface EmptyStateProps {
  /** e.g. 'No notifications yet'. */
  title: ReactNode;
  /** e.g. "We'll notify you when something important happens". */
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An empty list or area: title, optional description, icon and action. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon && <span aria-hidden="true">{icon}</span>}
      <Title>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}
