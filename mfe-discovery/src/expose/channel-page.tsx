export { ChannelPage as default } from '../features/channel/components/channel-page';
