export { SettingsPage as default } from '../features/settings/components/settings-page';
