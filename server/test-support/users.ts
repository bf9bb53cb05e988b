// Test users: a Firebase identity, a registered account, and a validated member with a complete profile.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { LoginResponse } from 'shared-api';
import { channels, type ChannelRow } from '../src/db/schema';
import { newIdentity, type TestIdentity } from './emulator';
import type { TestContext } from './test-app';

export interface TestUser extends TestIdentity {
  userId: number;
  auth: { authorization: string };
}

export interface TestMember extends TestUser {
  channel: ChannelRow;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function registeredUser(app: FastifyInstance, label?: string): Promise<TestUser> {
  const who = await newIdentity(label);
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: bearer(who.idToken),
    payload: { uid: who.uid, email: who.email, googleIdToken: 'google-token' },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<LoginResponse>();
  return { ...who, userId: body.user.id, auth: bearer(who.idToken) };
}

/** Inserts a fresh channel owned by the user (what the YouTube connect step produces). */
export async function attachChannel(ctx: TestContext, userId: number, overrides: Partial<ChannelRow> = {}) {
  const youtubeId = `UCtest${randomUUID().replace(/-/g, '').slice(0, 18)}`;
  const [row] = await ctx.database.db
    .insert(channels)
    .values({
      youtubeId,
      name: `Test Channel ${youtubeId.slice(-6)}`,
      thumbnail: '/api/avatars/test-channel.svg',
      subscribers: 5000,
      ownerUserId: userId,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('channel insert failed');
  return row;
}

/** Registers a user, attaches a channel and completes the profile through the real call. */
export async function validatedUser(ctx: TestContext, label?: string, channel: Partial<ChannelRow> = {}): Promise<TestMember> {
  const user = await registeredUser(ctx.app, label);
  const attached = await attachChannel(ctx, user.userId, channel);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/updateProfile',
    headers: user.auth,
    payload: {
      payloadMap: {
        userId: user.userId,
        categoryId: attached.categoryId ?? 8,
        languages: [{ id: 1, language: 'English' }],
        collaborationStatus: attached.collaborationStatus ?? 1,
        country: 'Canada',
        city: 'Toronto',
        about: 'We make videos.',
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`updateProfile failed: ${res.statusCode} ${res.body}`);
  const [fresh] = await ctx.database.db.select().from(channels).where(eq(channels.id, attached.id));
  return { ...user, channel: fresh as ChannelRow };
}
