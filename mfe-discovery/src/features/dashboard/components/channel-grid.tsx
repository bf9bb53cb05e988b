// The results area shared by the listing and the search: skeletons while loading, the error line, an empty
// state, or the cards.
import type { ChannelCard } from 'shared-api';
import styled from 'styled-components';
import { EmptyState, InlineAlert, SkeletonCard } from 'shared-ui';
import { DASHBOARD_PAGE_SIZE } from '../rules/dashboard-paging';
import { CARD_MIN_HEIGHT, CollaboratorCard } from './collaborator-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  align-items: stretch;
`;

const CardSkeleton = styled(SkeletonCard)`
  min-height: ${CARD_MIN_HEIGHT};
`;

export interface ChannelGridProps {
  channels: readonly ChannelCard[];
  loading: boolean;
  error: string | null;
  emptyTitle: string;
  emptyDescription?: string;
}

export function ChannelGrid({ channels, loading, error, emptyTitle, emptyDescription }: ChannelGridProps) {
  if (loading) {
    return (
      <Grid aria-busy="true">
        {Array.from({ length: DASHBOARD_PAGE_SIZE }, (_, i) => <CardSkeleton key={i} />)}
      </Grid>
    );
  }
  if (error) return <InlineAlert>Error: {error}</InlineAlert>;
  if (channels.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <Grid>
      {channels.map((channel) => <CollaboratorCard key={channel.id} channel={channel} />)}
    </Grid>
  );
}
