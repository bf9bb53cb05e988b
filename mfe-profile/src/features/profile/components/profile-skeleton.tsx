import styled from 'styled-components';
import { Card, Skeleton } from 'shared-ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Lines = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Placeholder while another channel's profile loads. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" data-testid="profile-skeleton">
      <Row>
        <Skeleton $circle $width="80px" $height="80px" />
        <Lines>
          <Skeleton $width="40%" $height="1.6em" />
          <Skeleton $width="30%" />
        </Lines>
      </Row>
      <Card>
        <Lines>
          <Skeleton $width="50%" $height="1.2em" />
          <Skeleton />
          <Skeleton $width="80%" />
        </Lines>
      </Card>
    </div>
  );
}
