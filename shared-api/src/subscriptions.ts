import { z } from 'zod';

export const addEmailQuerySchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(320)) });
export const addEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AddEmailResponse = z.infer<typeof addEmailResponseSchema>;
