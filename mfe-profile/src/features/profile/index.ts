// The profile page, exposed by the mfe_profile remote as ./ProfilePage.
export { ProfilePage } from './components/profile-page';
