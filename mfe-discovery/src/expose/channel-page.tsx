import { withQueryClient } from 'shared-auth/query';
import { ChannelPage } from '../features/channel/components/channel-page';

// The page reads its data through the tab's shared query client.
export default withQueryClient(ChannelPage);
