import { type ProfileFormValues } from './profile-form-rules';
import { submitProfile, type ProfileSubmitDeps } from './submit-profile';

const values: ProfileFormValues = {
  categoryId: '3', languages: [{ id: 1, language: 'English' }], country: '', city: '', collaborationInterests: '',
  collaborationStatus: '2', about: '',
};

function deps(overrides: Partial<ProfileSubmitDeps> = {}): ProfileSubmitDeps {
  return {
    identity: async () => ({ idToken: 'tok', email: 'ana@example.com' }),
    userId: 42,
    post: jest.fn(async () => ({})),
    ...overrides,
  };
}

describe('submitProfile', () => {
  it('refuses an incomplete form before anything else', async () => {
    const d = deps({ identity: jest.fn(async () => null) });
    await expect(submitProfile({ ...values, languages: [] }, d)).resolves.toEqual({
      ok: false, message: 'Please fill in Niche/Categories, at least one Content Language, and Collaboration Status.',
    });
    expect(d.identity).not.toHaveBeenCalled();
    expect(d.post).not.toHaveBeenCalled();
  });

  it('refuses without a signed-in user', async () => {
    const d = deps({ identity: async () => null });
    await expect(submitProfile(values, d)).resolves.toEqual({ ok: false, message: 'Failed to update profile: User not authenticated' });
    expect(d.post).not.toHaveBeenCalled();
  });

  it('refuses without a stored user id', async () => {
    const d = deps({ userId: null });
    await expect(submitProfile(values, d)).resolves.toEqual({
      ok: false, message: 'Failed to update profile: User ID not found in localStorage',
    });
    expect(d.post).not.toHaveBeenCalled();
  });

  it('reports the server text when the call fails', async () => {
    const d = deps({ post: async () => { throw new Error('Category does not exist'); } });
    await expect(submitProfile(values, d)).resolves.toEqual({ ok: false, message: 'Failed to update profile: Category does not exist' });
  });

  it('sends the payload with the token, user id and email', async () => {
    const d = deps();
    const result = await submitProfile(values, d);
    expect(result.ok).toBe(true);
    expect(d.post).toHaveBeenCalledWith(expect.objectContaining({
      googleIdToken: 'tok', userId: 42, email: 'ana@example.com', categoryId: 3, collaborationStatus: 2,
      languages: [{ id: 1, language: 'English' }],
    }));
  });
});
