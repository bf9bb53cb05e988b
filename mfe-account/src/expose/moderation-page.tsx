export { ModerationPage as default } from '../features/moderation/components/moderation-page';
