// The header's channel search box (SPEC §2). Frame: the search call comes with the search feature.
import { TextInput } from 'shared-ui';

export function ChannelSearch() {
  return <TextInput type="search" aria-label="Search channels" placeholder="Search channels..." />;
}
