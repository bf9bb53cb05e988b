// Edit Profile, exposed by the mfe_profile remote as ./EditProfilePage.
export { EditProfilePage, type EditProfilePageProps } from './components/edit-profile-page';
export { USER_CHANNEL_UPDATED_EVENT } from './hooks/use-edit-profile';
