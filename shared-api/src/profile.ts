import { z } from 'zod';

const text = (max: number) => z.string().max(max).nullable().optional();

/** The fields of POST /api/updateProfile (SPEC §7), sent as `{payloadMap: {...}}` or unwrapped. */
export const profilePayloadSchema = z.object({
  googleIdToken: z.string().max(10_000).nullable().optional(),
  userId: z.coerce.number().int().positive(),
  email: z.string().max(320).nullable().optional(),
  categoryId: z.union([z.coerce.number().int(), z.null()]).optional(),
  languages: z
    .array(z.object({ id: z.coerce.number().int().positive(), language: z.string().max(100).optional() }))
    .max(20)
    .nullable()
    .optional(),
  country: text(100),
  city: text(100),
  collaborationInterests: text(1000),
  collaborationStatus: z.union([z.coerce.number().int(), z.null()]).optional(),
  about: text(5000),
});
export type ProfilePayload = z.input<typeof profilePayloadSchema>;

export const updateProfileRequestSchema = z.union([
  z.object({ payloadMap: profilePayloadSchema }),
  profilePayloadSchema,
]);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
