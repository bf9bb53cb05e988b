import { z } from 'zod';
import { safeText } from './common';
import type { USER_NOT_FOUND } from './constants';

/** The own channel as the session keeps it (SPEC §3 "User channel"), with the spellings the front end reads. */
export const userChannelSchema = z.object({
  id: z.number().int(),
  userChannelId: z.number().int(),
  userId: z.number().int(),
  uid: z.string(),
  youtubeId: z.string(),
  name: z.string(),
  channelName: z.string(),
  handle: z.string().nullable(),
  thumbnail: z.string(),
  avatarUrl: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  subscribers: z.number(),
  subscriber_count: z.number(),
  subscriberCount: z.number(),
  views: z.number(),
  videos: z.number(),
  categoryId: z.number().int().nullable(),
  category: z.string().nullable(),
  niches: z.array(z.string()),
  mainLanguage: z.string().nullable(),
  contentLanguages: z.array(z.string()),
  language: z.array(z.object({ id: z.number().int(), language: z.string() })),
  country: z.string().nullable(),
  city: z.string().nullable(),
  collaborationInterests: z.string().nullable(),
  collaborationStatus: z.number().int().nullable(),
  collaboration_status: z.number().int().nullable(),
  aboutMe: z.string().nullable(),
  user_description: z.string().nullable(),
  description: z.string().nullable(),
  about: z.string().nullable(),
  isVerified: z.boolean(),
  youtubeVerifiedInfo: z.object({
    avatarUrl: z.string(),
    channelName: z.string(),
    subscribers: z.number(),
    isVerified: z.boolean(),
  }),
});
export type UserChannel = z.infer<typeof userChannelSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string().nullable(),
  isPremium: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Response of POST /api/login, POST /api/register and GET /api/verify-channel. */
export const loginResponseSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  validated: z.boolean(),
  user: sessionUserSchema,
  userChannel: userChannelSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/login's answer (200) for an identity without an account: `{ message: USER_NOT_FOUND }`. */
export interface LoginRefusal {
  message: typeof USER_NOT_FOUND;
}

const loginFields = z.object({
  uid: safeText(128).min(1),
  email: safeText(320).nullable().optional(),
  googleIdToken: safeText(10_000).nullable().optional(),
});

/** Body of login/register: `{uid, email, googleIdToken}`, also accepted wrapped as `{user: {...}}`. */
export const loginRequestSchema = z.union([z.object({ user: loginFields }), loginFields]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export function unwrapLoginRequest(body: z.output<typeof loginRequestSchema>): z.output<typeof loginFields> {
  return 'user' in body ? body.user : body;
}
