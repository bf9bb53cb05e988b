import styled, { keyframes } from 'styled-components';
import { Card } from './card';

const shimmer = keyframes`
  0% { background-position: -200px 0; }
  100% { background-position: calc(200px + 100%) 0; }
`;

export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string; $height?: string; $radius?: string; $circle?: boolean;
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $circle, $radius }) => ($circle ? '50%' : ($radius ?? theme.radii.sm))};
  background: ${({ theme }) => theme.colors.skeleton};
  background-image: linear-gradient(90deg, ${({ theme }) => theme.colors.skeleton}, ${({ theme }) => theme.colors.skeletonHighlight}, ${({ theme }) => theme.colors.skeleton});
  background-size: 200px 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Placeholder shaped like a collaborator card (avatar, name, lines, button). */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <Card className={className} data-testid="skeleton-card" aria-hidden="true">
      <Stack>
        <Skeleton $circle $width="72px" $height="72px" />
        <Skeleton $width="60%" $height="1.1em" />
        <Skeleton $width="40%" />
        <Skeleton $width="80%" />
        <Skeleton $width="50%" $height="1.4em" $radius="999px" />
        <Skeleton $width="100%" $height="36px" />
      </Stack>
    </Card>
  );
}
