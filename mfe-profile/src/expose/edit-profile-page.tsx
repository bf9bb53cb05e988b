import { withQueryClient } from 'shared-auth/query';
import { EditProfilePage } from '../features/edit-profile';

// The page reads its data (the language options) through the tab's shared query client.
export default withQueryClient(EditProfilePage);
