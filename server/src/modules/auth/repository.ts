import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findByUid(uid: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
    return rows[0] ?? null;
  }

  async findById(id: number): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Inserts the user; null when the uid already exists. */
  async create(uid: string, email: string | null): Promise<UserRow | null> {
    const rows = await this.db
      .insert(users)
      .values({ firebaseUid: uid, email })
      .onConflictDoNothing({ target: users.firebaseUid })
      .returning();
    return rows[0] ?? null;
  }

  async setValidated(id: number, validated: boolean): Promise<void> {
    await this.db.update(users).set({ validated, updatedAt: new Date() }).where(eq(users.id, id));
  }
}
