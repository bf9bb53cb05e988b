// Pending connect flows (table oauth_states): a state is bound to the user who started the flow, lives for
// FLOW_TTL_MS and is consumed by the first callback that presents it.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthStates } from '../../db/schema';

export const FLOW_TTL_MS = 10 * 60 * 1000;

export class FlowStore {
  constructor(private readonly db: Db) {}

  /** Records a new flow; the user's earlier unfinished flows and every expired flow are dropped. */
  async start(userId: number, state: string): Promise<void> {
    await this.db.delete(oauthStates).where(eq(oauthStates.userId, userId));
    await this.db.delete(oauthStates).where(lt(oauthStates.createdAt, this.cutoff()));
    await this.db.insert(oauthStates).values({ state, userId });
  }

  /** True when the state is pending for this user (read-only; the consent page uses it). */
  async isPending(userId: number, state: string): Promise<boolean> {
    const rows = await this.db
      .select({ state: oauthStates.state })
      .from(oauthStates)
      .where(this.matching(userId, state))
      .limit(1);
    return rows.length > 0;
  }

  /** Removes the state and reports whether it was pending for this user: a state works once. */
  async consume(userId: number, state: string): Promise<boolean> {
    const rows = await this.db.delete(oauthStates).where(this.matching(userId, state)).returning();
    return rows.length > 0;
  }

  private matching(userId: number, state: string) {
    return and(eq(oauthStates.state, state), eq(oauthStates.userId, userId), gt(oauthStates.createdAt, this.cutoff()));
  }

  private cutoff(): Date {
    return new Date(Date.now() - FLOW_TTL_MS);
  }
}
