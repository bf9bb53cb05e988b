import styled from 'styled-components';
import { Card, type LucideIcon } from 'shared-ui';

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
  width: 48px;
  height: 48px;
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
  /** The card's icon; decorative, hidden from assistive technology. */
  icon: LucideIcon;
}

/** A titled card in a card grid (How It Works, features, What to Expect). */
export function InfoCard({ title, text, icon: Icon }: InfoCardProps) {
  return (
    <Item as="li">
      <Marker aria-hidden="true"><Icon size={24} /></Marker>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </Item>
  );
}
