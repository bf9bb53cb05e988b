import { withQueryClient } from 'shared-auth/query';
import { ModerationPage } from '../features/moderation/components/moderation-page';

// The page reads its data (the queue) through the tab's shared query client.
export default withQueryClient(ModerationPage);
