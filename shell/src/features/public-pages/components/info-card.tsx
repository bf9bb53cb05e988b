import styled from 'styled-components';
import { Card } from 'shared-ui';

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface InfoCardProps {
  title: string;
  text: string;
  /** Short visual marker (a step number or an initial); hidden from assistive technology. */
  marker: string;
}

/** A titled card in a card grid (How It Works, features, What to Expect). */
export function InfoCard({ title, text, marker }: InfoCardProps) {
  return (
    <Item as="li">
      <Marker aria-hidden="true">{marker}</Marker>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </Item>
  );
}
