// Member sanctions in force: a restriction (no new conversations, no collaboration requests) or a suspension
// (no sending at all), each until it expires or is lifted. `isRestricted` is the one check the conversation
// policy and the collaboration request service call before anything new starts.
import type { Sanction } from 'shared-api';
import { forbidden } from '../../errors';
import type { SafetyRepository } from './repository';

export const RESTRICTED_MESSAGE =
  'Your account is restricted: you cannot start new conversations or send collaboration requests until the restriction ends.';
export const SUSPENDED_MESSAGE = 'Your account is suspended: you cannot send messages or requests.';

export class Sanctions {
  constructor(private readonly repo: SafetyRepository, private readonly now: () => Date = () => new Date()) {}

  /** The sanction in force now, a suspension before a restriction; null when none. */
  async current(userId: number): Promise<Sanction | null> {
    const rows = await this.repo.activeSanctions(userId, this.now());
    const row = rows.find((r) => r.kind === 'SUSPEND') ?? rows[0];
    if (!row) return null;
    return {
      kind: row.kind as Sanction['kind'], startsAt: row.startsAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null, actionId: row.actionId,
    };
  }

  /** True while the member may not start conversations or send requests (restricted or suspended). */
  async isRestricted(userId: number): Promise<boolean> {
    return (await this.current(userId)) !== null;
  }

  async isSuspended(userId: number): Promise<boolean> {
    return (await this.current(userId))?.kind === 'SUSPEND';
  }

  /** Throws 403 when the member may not start anything new. */
  async assertMayStart(userId: number): Promise<void> {
    const s = await this.current(userId);
    if (s?.kind === 'SUSPEND') throw forbidden(SUSPENDED_MESSAGE);
    if (s) throw forbidden(RESTRICTED_MESSAGE);
  }
}
