import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ChannelCard } from 'shared-api';
import { renderWithUi } from '../test-support/render-with-ui';
import { SimilarChannelsPanel } from './similar-channels-panel';

const channel = (id: number, name: string, subscriberCount: number): ChannelCard => ({
  id, youtubeId: `UC${id}`, name, channelName: name, thumbnail: '/a.svg', subscriberCount, videoCount: 0, views: 0,
  category: 'Gaming', categoryId: 8, language: 'Spanish', description: null, collaboration_status: 1,
  collaborationStatus: 1, isRegistered: false, userId: null, link: null, handle: null, userChannelId: id, about: null,
  collaborationInterests: null, country: null, city: null, createdAt: '2026-01-01T00:00:00Z',
} as ChannelCard);

describe('SimilarChannelsPanel', () => {
  it('is a region named "Similar channels" linking each channel where the caller says, with its size and category', () => {
    renderWithUi(
      <MemoryRouter>
        <SimilarChannelsPanel channels={[channel(7, 'Juegos', 12_300), channel(9, 'Retro', 2_000_000)]} hrefOf={(c) => `/profile/${c.id}`} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Similar channels' });
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/profile/7', '/profile/9']);
    expect(links[0]).toHaveTextContent('Juegos12.3K subscribers · Gaming');
    expect(links[0]).not.toHaveTextContent('Spanish');
  });

  it('adds the language when asked', () => {
    renderWithUi(
      <MemoryRouter>
        <SimilarChannelsPanel channels={[channel(7, 'Juegos', 12_300)]} hrefOf={(c) => `/channelPage/${c.id}`} showLanguage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('12.3K subscribers · Gaming · Spanish');
  });
});
