// Standalone harness (`pnpm --filter mfe-profile dev`); inside the shell the exposed modules are used instead.
import { renderStandalone } from 'shared-auth';
import { EditProfilePage } from './features/edit-profile';
import { ProfilePage } from './features/profile/components/profile-page';

renderStandalone({
  name: 'mfe_profile',
  home: '/profile/me',
  routes: { '/profile/edit': <EditProfilePage />, '/profile/me': <ProfilePage />, '/profile/:userId': <ProfilePage /> },
});
