export { EditProfilePage as default } from '../features/edit-profile';
