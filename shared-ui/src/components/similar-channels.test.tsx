import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ChannelCard } from 'shared-api';
import { renderWithUi } from '../test-support/render-with-ui';
import { SimilarChannels } from './similar-channels';

const card = (id: number, over: Partial<ChannelCard> = {}) => ({
  id, name: `Channel ${id}`, thumbnail: '', subscriberCount: 12_300, category: 'Gaming', language: 'Spanish', ...over,
}) as ChannelCard;

const renderList = (load: jest.Mock) => renderWithUi(
  <MemoryRouter>
    <SimilarChannels channelId={7} load={load} channelPath={(id) => `/channelPage/${id}`} />
  </MemoryRouter>,
);

describe('SimilarChannels', () => {
  it('lists the neighbours of the channel, each linking to its page', async () => {
    const load = jest.fn().mockResolvedValue({ channels: [card(8), card(9, { category: null, language: null })] });
    renderList(load);
    const region = await screen.findByRole('region', { name: 'Similar channels' });
    expect(load).toHaveBeenCalledWith(7);
    expect(screen.getByRole('link', { name: /Channel 8/ })).toHaveAttribute('href', '/channelPage/8');
    expect(region).toHaveTextContent('12.3K subscribers · Gaming · Spanish');
    expect(screen.getByRole('link', { name: /Channel 9/ })).toHaveTextContent(/subscribers$/);
  });

  it.each([
    ['there are none', () => Promise.resolve({ channels: [] })],
    ['the call fails', () => Promise.reject(new Error('500'))],
  ])('shows nothing when %s', async (_, call) => {
    const load = jest.fn(call);
    renderList(load);
    await waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Similar channels' })).not.toBeInTheDocument();
  });
});
