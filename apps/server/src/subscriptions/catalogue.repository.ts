/** Tiers, packages and the feature table (tables `subscription_*`), seeded with the default catalogue when empty. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  type SubscriptionFeatureRow,
  type SubscriptionPackageRow,
  subscriptionFeatures,
  subscriptionPackages,
  subscriptionTiers,
} from '../db/schema';
import { DEFAULT_FEATURES, DEFAULT_PACKAGES, DEFAULT_TIERS } from './default-catalogue';

export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes the default catalogue into empty tables (idempotent: existing rows are kept). One
   * transaction, so a concurrent first request waits for the whole catalogue instead of reading half.
   */
  async ensureSeeded(): Promise<void> {
    const [tier] = await this.db.select({ code: subscriptionTiers.code }).from(subscriptionTiers).limit(1);
    if (tier) return;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(subscriptionTiers)
        .values([...DEFAULT_TIERS])
        .onConflictDoNothing();
      await tx
        .insert(subscriptionPackages)
        .values([...DEFAULT_PACKAGES])
        .onConflictDoNothing();
      await tx
        .insert(subscriptionFeatures)
        .values(DEFAULT_FEATURES.map((f, position) => ({ ...f, position })))
        .onConflictDoNothing();
    });
  }

  async packages(): Promise<SubscriptionPackageRow[]> {
    await this.ensureSeeded();
    return this.db.select().from(subscriptionPackages).orderBy(asc(subscriptionPackages.position));
  }

  async packageById(id: number): Promise<SubscriptionPackageRow | undefined> {
    await this.ensureSeeded();
    const [row] = await this.db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, id));
    return row;
  }

  async features(): Promise<SubscriptionFeatureRow[]> {
    await this.ensureSeeded();
    return this.db.select().from(subscriptionFeatures).orderBy(asc(subscriptionFeatures.position));
  }

  async feature(key: string): Promise<SubscriptionFeatureRow | undefined> {
    await this.ensureSeeded();
    const [row] = await this.db.select().from(subscriptionFeatures).where(eq(subscriptionFeatures.key, key));
    return row;
  }
}
