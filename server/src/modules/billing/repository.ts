// Billing rows: one row per provider subscription, started checkouts and processed webhook event ids.
// users.is_premium is derived from all of a member's subscriptions and written in the same transaction.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billingCheckouts, billingEvents, billingSubscriptions, users, type BillingSubscriptionRow,
} from '../../db/schema';

export type CheckoutRow = typeof billingCheckouts.$inferSelect;
export type SubscriptionUpsert = Omit<BillingSubscriptionRow, 'updatedAt'>;

export class BillingRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  async transaction<T>(work: (repo: BillingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new BillingRepository(tx as unknown as Db)));
  }

  /** Records a webhook event id; false when it was already processed. */
  async recordEvent(eventId: string, type: string): Promise<boolean> {
    const rows = await this.db.insert(billingEvents).values({ eventId, type }).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  /**
   * Locks the member's row for the rest of the transaction, so two events of different subscriptions of one
   * member are applied one after the other and the derived premium flag sees both. False: no such member.
   */
  async lockUser(userId: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return rows.length > 0;
  }

  /** Every subscription of the member, the most recently changed first. */
  async subscriptionsOf(userId: number): Promise<BillingSubscriptionRow[]> {
    return this.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId))
      .orderBy(desc(billingSubscriptions.lastEventAt), desc(billingSubscriptions.updatedAt));
  }

  async subscriptionById(subscriptionId: string): Promise<BillingSubscriptionRow | null> {
    const rows = await this.db.select().from(billingSubscriptions)
      .where(eq(billingSubscriptions.subscriptionId, subscriptionId)).limit(1);
    return rows[0] ?? null;
  }

  async saveSubscription(row: SubscriptionUpsert): Promise<void> {
    const values = { ...row, updatedAt: new Date() };
    await this.db.insert(billingSubscriptions).values(values)
      .onConflictDoUpdate({ target: billingSubscriptions.subscriptionId, set: values });
  }

  async setPremium(userId: number, premium: boolean): Promise<void> {
    await this.db.update(users).set({ isPremium: premium, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async insertCheckout(row: typeof billingCheckouts.$inferInsert): Promise<void> {
    await this.db.insert(billingCheckouts).values(row);
  }

  async checkout(id: string): Promise<CheckoutRow | null> {
    const rows = await this.db.select().from(billingCheckouts).where(eq(billingCheckouts.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async setCheckoutStatus(id: string, status: 'complete' | 'canceled'): Promise<void> {
    await this.db.update(billingCheckouts).set({ status }).where(eq(billingCheckouts.id, id));
  }
}
