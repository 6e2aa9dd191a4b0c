/** Entitlements (table `entitlements`): the periods each user holds a tier for, one per paid order. */
import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type EntitlementRow, entitlements } from '../db/schema';
import { type HeldPeriod, runningHolds } from './stacking';

export class EntitlementsRepository {
  constructor(private readonly db: Db) {}

  /** The tiers the user holds at `now`, each with its start and its stacked end. */
  async holds(userId: string, now: Date): Promise<HeldPeriod[]> {
    const rows = await this.db
      .select({ tier: entitlements.tier, startsAt: entitlements.startsAt, endsAt: entitlements.endsAt })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), gt(entitlements.endsAt, now)));
    return runningHolds(rows, now);
  }

  async latestEnd(userId: string, tier: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ end: max(entitlements.endsAt) })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), eq(entitlements.tier, tier)));
    return row?.end ?? null;
  }

  async byOrder(orderId: string): Promise<EntitlementRow | undefined> {
    const [row] = await this.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
    return row;
  }

  async forUser(userId: string): Promise<EntitlementRow[]> {
    return this.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.userId, userId))
      .orderBy(desc(entitlements.createdAt));
  }

  async insert(row: Omit<EntitlementRow, 'id'>): Promise<EntitlementRow> {
    const [inserted] = await this.db.insert(entitlements).values(row).returning();
    if (!inserted) throw new Error('Inserting an entitlement returned no row');
    return inserted;
  }
}
