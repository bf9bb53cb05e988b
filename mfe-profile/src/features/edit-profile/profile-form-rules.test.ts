import {
  applyToChannel, availableLanguages, savedChannel, buildPayload, CATEGORY_OPTIONS, initialValues, STATUS_OPTIONS, storedUserId,
  validateProfile, type ProfileFormValues,
} from './profile-form-rules';
import type { UserChannel } from 'shared-auth';

const english = { id: 1, language: 'English' };
const spanish = { id: 2, language: 'Spanish' };
const complete: ProfileFormValues = {
  categoryId: '8', languages: [english], country: ' Spain ', city: 'Madrid', collaborationInterests: 'Guest videos',
  collaborationStatus: '1', about: 'Cooking every day',
};
const REQUIRED = 'Please fill in Niche/Categories, at least one Content Language, and Collaboration Status.';

describe('validateProfile', () => {
  it('accepts a form with category, a language and a status', () => {
    expect(validateProfile(complete)).toBeNull();
  });

  it.each([
    ['category', { categoryId: '' }],
    ['languages', { languages: [] }],
    ['collaboration status', { collaborationStatus: '' }],
  ])('asks for the required fields when %s is missing', (_name, change) => {
    expect(validateProfile({ ...complete, ...change })).toBe(REQUIRED);
  });

  it('leaves country, city, interests and about optional', () => {
    expect(validateProfile({ ...complete, country: '', city: '', collaborationInterests: '', about: '' })).toBeNull();
  });
});

describe('choices', () => {
  it('offers the 31 categories in spec order with ids 1..31', () => {
    expect(CATEGORY_OPTIONS).toHaveLength(31);
    expect(CATEGORY_OPTIONS[0]).toEqual({ value: '1', label: 'Film & Animation' });
    expect(CATEGORY_OPTIONS[7]).toEqual({ value: '8', label: 'Gaming' });
    expect(CATEGORY_OPTIONS[30]).toEqual({ value: '31', label: 'Trailers' });
  });

  it('offers the three collaboration statuses as 1, 2, 3', () => {
    expect(STATUS_OPTIONS).toEqual([
      { value: '1', label: 'Open to Collaborations' },
      { value: '2', label: 'Invite Only' },
      { value: '3', label: 'Not Actively Seeking' },
    ]);
  });

  it('never offers a chosen language again, nor a duplicate from the list', () => {
    expect(availableLanguages([english, spanish, english], [english])).toEqual([spanish]);
    expect(availableLanguages([english, spanish], [english, spanish])).toEqual([]);
  });
});

describe('buildPayload', () => {
  it('builds the payloadMap of /api/updateProfile with numbers and trimmed text', () => {
    expect(buildPayload(complete, { googleIdToken: 'tok', userId: 42, email: 'ana@example.com' })).toEqual({
      googleIdToken: 'tok', userId: 42, email: 'ana@example.com', categoryId: 8,
      languages: [{ id: 1, language: 'English' }], country: 'Spain', city: 'Madrid',
      collaborationInterests: 'Guest videos', collaborationStatus: 1, about: 'Cooking every day',
    });
  });
});

describe('initialValues', () => {
  it('is empty without a channel', () => {
    expect(initialValues(null)).toEqual({
      categoryId: '', languages: [], country: '', city: '', collaborationInterests: '', collaborationStatus: '', about: '',
    });
  });

  it('reads the alternative spellings of the stored channel', () => {
    // A record stored by an older build, with spellings the contract no longer sends.
    const legacy = {
      category: 'gaming', language: [english, english, { id: 'x', language: 3 }], country: 'Spain',
      collaboration_status: 2, user_description: 'Bio here', collaborationInterests: 'Shorts',
    } as unknown as UserChannel;
    const values = initialValues(legacy);
    expect(values).toMatchObject({
      categoryId: '8', languages: [english], country: 'Spain', collaborationStatus: '2', about: 'Bio here',
      collaborationInterests: 'Shorts',
    });
  });

  it('prefers a stored category id and ignores an unknown status', () => {
    expect(initialValues({ categoryId: 3, category: 'Gaming', collaborationStatus: 7 })).toMatchObject({
      categoryId: '3', collaborationStatus: '',
    });
  });
});

describe('storedUserId and applyToChannel', () => {
  it('takes the user id from the server user, then from the channel', () => {
    expect(storedUserId({ user: { id: 42 } }, { userId: 7 })).toBe(42);
    expect(storedUserId({ validated: false }, { userId: 7 })).toBe(7);
    expect(storedUserId(null, null)).toBeNull();
  });

  it('writes the saved values into every spelling of the channel and keeps the rest', () => {
    const payload = buildPayload(complete, { googleIdToken: 't', userId: 42, email: null });
    const channel = applyToChannel({ id: 5, channelName: 'Ana' }, payload);
    expect(channel).toMatchObject({
      id: 5, channelName: 'Ana', categoryId: 8, category: 'Gaming', niches: ['Gaming'], language: [english],
      mainLanguage: 'English', collaborationStatus: 1, collaboration_status: 1, aboutMe: 'Cooking every day',
      about: 'Cooking every day', country: 'Spain', city: 'Madrid',
    });
  });

  it('keeps the updated channel the server sends over the local merge when the server sends one', () => {
    const payload = buildPayload(complete, { googleIdToken: 't', userId: 42, email: null });
    const fromServer = { id: 5, category: 'Gaming', city: 'Madrid', subscribers: 2000 };
    expect(savedChannel({ id: 5, channelName: 'Ana' }, payload, fromServer)).toMatchObject({ ...fromServer, channelName: 'Ana' });
    expect(savedChannel({ id: 5 }, payload, { id: 5 })).toMatchObject({ id: 5, city: 'Madrid', category: 'Gaming' });
  });
});
