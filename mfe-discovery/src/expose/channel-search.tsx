export { ChannelSearch as default } from '../features/search/components/channel-search';
