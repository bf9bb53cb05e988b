export { AppealPage as default } from '../features/appeal/components/appeal-page';
