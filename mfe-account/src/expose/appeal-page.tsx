import { withQueryClient } from 'shared-auth/query';
import { AppealPage } from '../features/appeal/components/appeal-page';

// The page reads its data (the member's standing) through the tab's shared query client.
export default withQueryClient(AppealPage);
