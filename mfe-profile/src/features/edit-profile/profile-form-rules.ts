import { CATEGORIES, COLLABORATION_STATUS_OPTIONS } from 'shared-ui';
import { selectMyIds, type ServerUser, type UserChannel } from 'shared-auth';

/** A content language option of GET /api/languages. */
export interface LanguageOption {
  id: number;
  language: string;
}

/** The form as the user edits it; selects hold text values ('' = nothing chosen). */
export interface ProfileFormValues {
  categoryId: string;
  languages: LanguageOption[];
  country: string;
  city: string;
  collaborationInterests: string;
  collaborationStatus: string;
  about: string;
}

export const PROFILE_MESSAGES = {
  required: 'Please fill in Niche/Categories, at least one Content Language, and Collaboration Status.',
  notAuthenticated: 'User not authenticated',
  noUserId: 'User ID not found in localStorage',
  updated: 'Profile updated successfully!',
  updateFailed: (reason: string) => `Failed to update profile: ${reason}`,
  languagesFailed: 'Failed to load languages',
  noMoreLanguages: 'No more languages to add',
} as const;

/** Category choices in spec order; ids are 1..31 in that order (as the API stores them). */
export const CATEGORY_OPTIONS = CATEGORIES.map((name, index) => ({ value: String(index + 1), label: name }));

export const STATUS_OPTIONS = COLLABORATION_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value;
  return '';
}

function categoryIdOf(channel: UserChannel): string {
  const id = Number(channel.categoryId);
  if (Number.isInteger(id) && id >= 1 && id <= CATEGORIES.length) return String(id);
  const name = firstText(channel.category, Array.isArray(channel.niches) ? channel.niches[0] : undefined).trim().toLowerCase();
  const index = CATEGORIES.findIndex((c) => c.toLowerCase() === name);
  return index >= 0 ? String(index + 1) : '';
}

function languagesOf(channel: UserChannel): LanguageOption[] {
  const list = Array.isArray(channel.language) ? channel.language : [];
  return dedupeLanguages(
    list.filter((l): l is LanguageOption =>
      Boolean(l) && typeof (l as LanguageOption).language === 'string' && Number.isFinite(Number((l as LanguageOption).id)))
      .map((l) => ({ id: Number(l.id), language: l.language })),
  );
}

function statusOf(channel: UserChannel): string {
  const value = Number(channel.collaborationStatus ?? channel.collaboration_status);
  return value === 1 || value === 2 || value === 3 ? String(value) : '';
}

/** Prefills the form from the stored channel (the several field spellings of SPEC §3). */
export function initialValues(channel: UserChannel | null): ProfileFormValues {
  if (!channel) {
    return { categoryId: '', languages: [], country: '', city: '', collaborationInterests: '', collaborationStatus: '', about: '' };
  }
  return {
    categoryId: categoryIdOf(channel),
    languages: languagesOf(channel),
    country: text(channel.country),
    city: text(channel.city),
    collaborationInterests: text(channel.collaborationInterests),
    collaborationStatus: statusOf(channel),
    about: firstText(channel.aboutMe, channel.about, channel.user_description, channel.description),
  };
}

export function dedupeLanguages(languages: readonly LanguageOption[]): LanguageOption[] {
  const seen = new Set<number>();
  return languages.filter((l) => (seen.has(l.id) ? false : (seen.add(l.id), true)));
}

/** Languages that may still be added: the chosen ones are never offered twice. */
export function availableLanguages(all: readonly LanguageOption[], chosen: readonly LanguageOption[]): LanguageOption[] {
  const taken = new Set(chosen.map((l) => l.id));
  return dedupeLanguages(all).filter((l) => !taken.has(l.id));
}

/** The required-fields rule of SPEC §5; null when the form may be sent. */
export function validateProfile(values: ProfileFormValues): string | null {
  const complete = values.categoryId !== '' && values.languages.length > 0 && values.collaborationStatus !== '';
  return complete ? null : PROFILE_MESSAGES.required;
}

/** The `payloadMap` of POST /api/updateProfile (SPEC §7). */
export interface ProfilePayloadMap {
  googleIdToken: string;
  userId: number | string;
  email: string | null;
  categoryId: number | null;
  languages: LanguageOption[];
  country: string;
  city: string;
  collaborationInterests: string;
  collaborationStatus: number | null;
  about: string;
}

export function buildPayload(
  values: ProfileFormValues,
  who: { googleIdToken: string; userId: number | string; email: string | null },
): ProfilePayloadMap {
  return {
    googleIdToken: who.googleIdToken,
    userId: who.userId,
    email: who.email,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    languages: values.languages.map(({ id, language }) => ({ id, language })),
    country: values.country.trim(),
    city: values.city.trim(),
    collaborationInterests: values.collaborationInterests.trim(),
    collaborationStatus: values.collaborationStatus ? Number(values.collaborationStatus) : null,
    about: values.about.trim(),
  };
}

/** The user id the update is sent for: the stored server user's account, else the channel's owner. */
export function storedUserId(serverUser: ServerUser | null, channel: UserChannel | null): number | null {
  return selectMyIds(serverUser, channel).userId;
}

/** The stored channel with the saved values, in every spelling other features read (SPEC §3). */
export function applyToChannel(channel: UserChannel | null, payload: ProfilePayloadMap): UserChannel {
  const category = payload.categoryId ? CATEGORIES[payload.categoryId - 1] ?? null : null;
  return {
    ...(channel ?? {}),
    categoryId: payload.categoryId,
    category,
    niches: category ? [category] : [],
    language: payload.languages,
    contentLanguages: payload.languages.map((l) => l.language),
    mainLanguage: payload.languages[0]?.language ?? null,
    country: payload.country,
    city: payload.city,
    collaborationInterests: payload.collaborationInterests,
    collaborationStatus: payload.collaborationStatus,
    collaboration_status: payload.collaborationStatus,
    aboutMe: payload.about,
    about: payload.about,
    user_description: payload.about,
  };
}

/** The channel to keep after a save: the server's updated channel over the local merge (which fills what it lacks). */
export function savedChannel(stored: UserChannel | null, payload: ProfilePayloadMap, response: UserChannel): UserChannel {
  return { ...applyToChannel(stored, payload), ...response };
}
