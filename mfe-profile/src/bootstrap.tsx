// Standalone harness (`pnpm --filter mfe-profile dev`): it renders the exposed modules, as the shell does, so the
// pages get what they need there too (the shared query client).
import { renderStandalone } from 'shared-auth';
import EditProfilePage from './expose/edit-profile-page';
import ProfilePage from './expose/profile-page';

renderStandalone({
  name: 'mfe_profile',
  home: '/profile/me',
  routes: { '/profile/edit': <EditProfilePage />, '/profile/me': <ProfilePage />, '/profile/:userId': <ProfilePage /> },
});
