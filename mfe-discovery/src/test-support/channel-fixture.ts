import type { ChannelCard } from 'shared-api';

/** A complete dashboard card row; `overrides` set the fields a test is about. */
export function channelFixture(id: number, overrides: Partial<ChannelCard> = {}): ChannelCard {
  return {
    id, youtubeId: `UC${id}`, name: `Channel ${id}`, channelName: `Channel ${id}`, thumbnail: '',
    subscriberCount: 1234, videoCount: 10, views: 1000, category: 'Gaming', categoryId: 20, language: 'English',
    description: null, collaboration_status: 1, collaborationStatus: 1, isRegistered: true, userId: id,
    link: null, handle: null, userChannelId: id, about: null, collaborationInterests: null, country: null, city: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function channelBlock(from: number, count: number): ChannelCard[] {
  return Array.from({ length: count }, (_, i) => channelFixture(from + i));
}
