import {
  categoryById, parseCollaborationStatus, PROFILE_REQUIRED_MESSAGE, profilePayloadSchema,
  type UserChannel,
} from 'shared-api';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { toUserChannel } from '../channels/mapper';
import type { ChannelRepository } from '../channels/repository';
import type { LanguageRepository } from '../languages/repository';
import type { ProfileRepository } from './repository';

const clean = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly channels: ChannelRepository,
    private readonly languages: LanguageRepository,
  ) {}

  /** Accepts `{payloadMap: {...}}` or the fields unwrapped; errors are HttpErrors with plain-text messages. */
  async update(user: UserRow, body: unknown): Promise<UserChannel> {
    const raw = body && typeof body === 'object' && 'payloadMap' in body ? (body as { payloadMap: unknown }).payloadMap : body;
    const parsed = profilePayloadSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') ?? '';
      // A missing/invalid required field reads as the spec's message; other problems name the field.
      if (['categoryId', 'languages', 'collaborationStatus'].some((f) => where.startsWith(f))) {
        throw badRequest(PROFILE_REQUIRED_MESSAGE);
      }
      throw badRequest(where ? `Invalid ${where}: ${issue?.message}` : 'Invalid profile data.');
    }
    const p = parsed.data;
    if (p.userId !== user.id) throw forbidden('You can only update your own profile.');
    const category = p.categoryId ? categoryById(p.categoryId) : undefined;
    const status = p.collaborationStatus == null ? undefined : parseCollaborationStatus(p.collaborationStatus);
    const languageIds = [...new Set((p.languages ?? []).map((l) => l.id))];
    if (!category || !status || languageIds.length === 0) throw badRequest(PROFILE_REQUIRED_MESSAGE);

    const channel = await this.channels.findByOwner(user.id);
    if (!channel) throw notFound('No YouTube channel is connected to this account.');
    const known = await this.languages.findByIds(languageIds);
    if (known.length !== languageIds.length) throw badRequest('Unknown content language.');
    const byId = new Map(known.map((l) => [l.id, l.language]));

    await this.profiles.save(user.id, channel.id, {
      categoryId: category.id,
      collaborationStatus: status,
      mainLanguage: byId.get(languageIds[0] as number) ?? null,
      country: clean(p.country),
      city: clean(p.city),
      collaborationInterests: clean(p.collaborationInterests),
      about: clean(p.about),
    }, languageIds);
    const updated = await this.channels.findById(channel.id);
    if (!updated) throw notFound('Channel not found.');
    return toUserChannel(updated, { id: user.id, uid: user.firebaseUid }, await this.channels.languagesOf(channel.id));
  }
}
