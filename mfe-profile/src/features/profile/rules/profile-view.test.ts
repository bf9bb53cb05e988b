import { formatLocation, toProfileView } from './profile-view';

describe('formatLocation', () => {
  it("reads 'city, country', either one alone, or 'Unknown'", () => {
    expect(formatLocation('Lyon', 'France')).toBe('Lyon, France');
    expect(formatLocation(null, 'France')).toBe('France');
    expect(formatLocation('Lyon', '  ')).toBe('Lyon');
    expect(formatLocation(undefined, null)).toBe('Unknown');
  });
});

describe('toProfileView', () => {
  it('accepts the alternative field names of the stored channel (SPEC §3)', () => {
    const view = toProfileView({
      userChannelId: 3, name: 'Ana', avatarUrl: 'a.jpg', subscriber_count: 10, collaboration_status: 2,
      niches: ['Music'], language: [{ id: 1, language: 'English' }], mainLanguage: 'english',
      user_description: 'Me', about: 'Channel', youtubeVerifiedInfo: { isVerified: true }, youtubeId: 'UC a',
    });
    expect(view).toMatchObject({
      channelId: '3', name: 'Ana', avatar: 'a.jpg', subscribers: 10, collaborationStatus: 2, category: 'Music',
      languages: ['English'], userDescription: 'Me', channelDescription: 'Channel', isVerified: true,
      link: 'https://www.youtube.com/channel/UC%20a', location: 'Unknown', isRegistered: false, tags: null,
    });
  });

  it('prefers the primary names when both spellings are present', () => {
    const view = toProfileView({
      id: 1, channelName: 'Primary', name: 'Other', subscribers: 5, subscriberCount: 9, collaborationStatus: 'OPEN_TO_COLLAB',
      collaboration_status: 3, aboutMe: 'About me', about: 'About', description: 'Description', category: 'Gaming',
      niches: ['Music'], contentLanguages: ['French'], languages: [{ id: 2, language: 'German' }],
    });
    expect(view).toMatchObject({
      name: 'Primary', subscribers: 5, collaborationStatus: 'OPEN_TO_COLLAB', userDescription: 'About me',
      channelDescription: 'Description', category: 'Gaming', languages: ['French', 'German'],
    });
  });

  it('tells members from non-members and keeps carried tags', () => {
    expect(toProfileView({ id: 1, isRegistered: false, userId: 4 }).isRegistered).toBe(false);
    expect(toProfileView({ id: 1, userId: 4 })).toMatchObject({ isRegistered: true, isVerified: true, userId: '4' });
    expect(toProfileView({ id: 1, tags: [{ tagName: 'A' }, { nope: 1 }] }).tags).toEqual([{ tagName: 'A' }]);
  });

  it('survives an empty or malformed record', () => {
    expect(toProfileView(null)).toMatchObject({
      channelId: null, name: 'Channel', avatar: null, subscribers: null, languages: [], collaborationStatus: null,
    });
  });
});
