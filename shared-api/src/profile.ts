import { z } from 'zod';
import { dbId, INT4_MAX, safeText } from './common';

const text = (max: number) => safeText(max).nullable().optional();
const smallInt = z.coerce.number().int().min(-INT4_MAX).max(INT4_MAX);

/** The fields of POST /api/updateProfile (SPEC §7), sent as `{payloadMap: {...}}` or unwrapped. */
export const profilePayloadSchema = z.object({
  googleIdToken: text(10_000),
  userId: dbId,
  email: text(320),
  categoryId: z.union([smallInt, z.null()]).optional(),
  languages: z
    .array(z.object({ id: dbId, language: safeText(100).optional() }))
    .max(20)
    .nullable()
    .optional(),
  country: text(100),
  city: text(100),
  collaborationInterests: text(1000),
  collaborationStatus: z.union([smallInt, z.null()]).optional(),
  about: text(5000),
});
export type ProfilePayload = z.input<typeof profilePayloadSchema>;

export const updateProfileRequestSchema = z.union([
  z.object({ payloadMap: profilePayloadSchema }),
  profilePayloadSchema,
]);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
