import styled from 'styled-components';

/** A surface with border, radius and a soft shadow. Use `as="section"`/`as="article"` for landmarks. */
export const Card = styled.div<{ $padding?: 'none' | 'sm' | 'md' | 'lg'; $interactive?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding = 'md' }) =>
    ({ none: theme.space[0], sm: theme.space[3], md: theme.space[5], lg: theme.space[8] })[$padding]};
  transition: box-shadow ${({ theme }) => theme.transitions.normal}, transform ${({ theme }) => theme.transitions.normal};
  ${({ $interactive, theme }) => ($interactive ? `&:hover { box-shadow: ${theme.shadows.md}; transform: translateY(-1px); }` : '')}
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;
