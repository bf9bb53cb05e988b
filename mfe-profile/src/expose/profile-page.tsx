export { ProfilePage as default } from '../features/profile/components/profile-page';
// Called by the shell when it preloads this page at start-up (the route's data alongside the session restore).
export { preloadProfileData as preloadData } from '../features/profile/api/preload-profile-data';
