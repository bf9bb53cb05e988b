import { Skeleton } from 'shared-ui';
import styled from 'styled-components';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} 0;
`;

/** Placeholder while a remote page loads. */
export function RouteSkeleton() {
  return (
    <Page role="status" aria-label="Loading section">
      <Skeleton $width="40%" $height="32px" />
      <Skeleton $height="18px" />
      <Skeleton $height="18px" $width="80%" />
      <Skeleton $height="240px" />
    </Page>
  );
}

export interface SlotSize {
  width: string;
  height: string;
  circle?: boolean;
}

/** The header search box's size: the skeleton holds exactly the space the box will take. */
export const SEARCH_SLOT: SlotSize = { width: '100%', height: '40px' };
/** An icon button (the notification bell). */
export const ICON_SLOT: SlotSize = { width: '40px', height: '40px', circle: true };

/** Placeholder while a small header piece loads, of the piece's final size (no layout shift when it arrives). */
export function SlotSkeleton({ size = SEARCH_SLOT }: { size?: SlotSize }) {
  return <Skeleton $width={size.width} $height={size.height} $circle={size.circle} />;
}
