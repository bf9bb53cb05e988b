import styled from 'styled-components';
import { Card } from 'shared-ui';

/** The one card of the login and register pages. */
export const SingleCard = styled(Card)`
  width: 100%;
  max-width: 520px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
