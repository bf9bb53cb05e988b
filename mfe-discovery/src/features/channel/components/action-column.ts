import styled from 'styled-components';

/** The column of actions beside the channel's name: buttons right-aligned above a short note, full width on phones. */
export const ActionColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 22rem;
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; text-align: right; }
  @media (max-width: 640px) { align-items: stretch; max-width: none; width: 100%; p { text-align: left; } }
`;
