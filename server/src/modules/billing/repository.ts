// Billing rows: subscriptions, started checkouts and processed webhook event ids. users.is_premium follows the
// subscription and is written here in the same transaction.
import { eq } from 'drizzle-orm';
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

  async subscriptionOf(userId: number): Promise<BillingSubscriptionRow | null> {
    const rows = await this.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  async subscriptionById(subscriptionId: string): Promise<BillingSubscriptionRow | null> {
    const rows = await this.db.select().from(billingSubscriptions)
      .where(eq(billingSubscriptions.subscriptionId, subscriptionId)).limit(1);
    return rows[0] ?? null;
  }

  async userExists(userId: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return rows.length > 0;
  }

  async saveSubscription(row: SubscriptionUpsert, premium: boolean): Promise<void> {
    const values = { ...row, updatedAt: new Date() };
    await this.db.insert(billingSubscriptions).values(values)
      .onConflictDoUpdate({ target: billingSubscriptions.userId, set: values });
    await this.db.update(users).set({ isPremium: premium, updatedAt: new Date() }).where(eq(users.id, row.userId));
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
