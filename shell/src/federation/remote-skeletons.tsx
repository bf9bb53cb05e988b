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

/** Placeholder while a small header piece loads. */
export function SlotSkeleton() {
  return <Skeleton $width="160px" $height="36px" />;
}
