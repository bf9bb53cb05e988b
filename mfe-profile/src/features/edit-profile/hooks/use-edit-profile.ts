import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CHANNEL_UPDATED_EVENT, firebaseUserAtom, selectMyIds, serverUserAtom, useAtomValue, userChannelAtom,
  useSessionActions, useStore, type UserChannel,
} from 'shared-auth';
import { postProfileUpdate } from '../api/update-profile';
import {
  initialValues, savedChannel, PROFILE_MESSAGES, type ProfileFormValues, type ProfilePayloadMap,
} from '../profile-form-rules';
import { submitProfile } from '../submit-profile';

/** @deprecated Use CHANNEL_UPDATED_EVENT from shared-auth, whose saveProfileChannel fires it. */
export const USER_CHANNEL_UPDATED_EVENT = CHANNEL_UPDATED_EVENT;
/** Pause after the success message before leaving the page (SPEC §9). */
export const REDIRECT_DELAY_MS = 500;

export type Feedback = { tone: 'success' | 'error'; message: string } | null;

function isFromRegistration(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as { fromRegistration?: unknown }).fromRegistration === true);
}

/** The Edit Profile form: values prefilled from the stored channel, the save sequence and where to go next. */
export function useEditProfile(post: (payload: ProfilePayloadMap) => Promise<UserChannel> = postProfileUpdate) {
  const store = useStore();
  const actions = useSessionActions();
  const navigate = useNavigate();
  const location = useLocation();
  const channel = useAtomValue(userChannelAtom);
  const serverUser = useAtomValue(serverUserAtom);
  const registering = isFromRegistration(location.state) && serverUser?.validated !== true;

  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(channel));
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The channel may arrive after the first render (session bootstrap); prefill unless the user has typed.
  useEffect(() => {
    if (!dirty.current) setValues(initialValues(channel));
  }, [channel]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(<K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    dirty.current = true;
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const save = useCallback(async () => {
    setSaving(true);
    setFeedback(null);
    const result = await submitProfile(values, {
      identity: async () => {
        const user = store.get(firebaseUserAtom);
        return user ? { idToken: await user.getIdToken(), email: user.email } : null;
      },
      userId: selectMyIds(store.get(serverUserAtom), store.get(userChannelAtom)).userId,
      post,
    });
    if (!result.ok) {
      setSaving(false);
      setFeedback({ tone: 'error', message: result.message });
      return;
    }
    const saved: UserChannel = savedChannel(store.get(userChannelAtom), result.payload, result.response);
    actions.saveProfileChannel(saved);
    setFeedback({ tone: 'success', message: PROFILE_MESSAGES.updated });
    timer.current = setTimeout(() => {
      if (registering) {
        actions.markValidated();
        navigate('/dashboardV2');
      } else {
        navigate('/profile/me');
      }
    }, REDIRECT_DELAY_MS);
  }, [values, store, actions, post, registering, navigate]);

  const cancel = useCallback(() => navigate('/profile/me'), [navigate]);

  return { values, update, save, cancel, saving, feedback, registering, channel };
}
