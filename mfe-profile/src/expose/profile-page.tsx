import { withQueryClient } from 'shared-auth/query';
import { ProfilePage } from '../features/profile/components/profile-page';

// The page reads its data through the tab's shared query client.
export default withQueryClient(ProfilePage);
// Called by the shell when it preloads this page at start-up (the route's data alongside the session restore).
export { preloadProfileData as preloadData } from '../features/profile/api/preload-profile-data';
