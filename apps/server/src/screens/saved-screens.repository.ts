/** A user's saved screens (table `saved_screens`): every query is scoped to one user. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type SavedScreenRow, savedScreens } from '../db/schema';

export interface ScreenToSave {
  readonly name: string;
  readonly query: string;
  readonly sector: string | null;
}

export class SavedScreensRepository {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<SavedScreenRow[]> {
    return this.db
      .select()
      .from(savedScreens)
      .where(eq(savedScreens.userId, userId))
      .orderBy(asc(savedScreens.name));
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedScreens)
      .where(eq(savedScreens.userId, userId));
    return row?.n ?? 0;
  }

  /** Saves under `name`, replacing the user's screen of that name; returns the row. */
  async save(userId: string, screen: ScreenToSave, now: Date): Promise<SavedScreenRow> {
    const [row] = await this.db
      .insert(savedScreens)
      .values({ userId, ...screen, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [savedScreens.userId, savedScreens.name],
        set: { query: screen.query, sector: screen.sector, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('Saving a screen returned no row');
    return row;
  }

  /** The user's screen `id`, or undefined (another user's screen included). */
  async get(userId: string, id: string): Promise<SavedScreenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(savedScreens)
      .where(and(eq(savedScreens.userId, userId), eq(savedScreens.id, id)))
      .limit(1);
    return row;
  }

  async exists(userId: string, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: savedScreens.id })
      .from(savedScreens)
      .where(and(eq(savedScreens.userId, userId), eq(savedScreens.name, name)))
      .limit(1);
    return row !== undefined;
  }

  /** Deletes the user's screen `id`; false when the user has no such screen (another user's included). */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(savedScreens)
      .where(and(eq(savedScreens.userId, userId), eq(savedScreens.id, id)))
      .returning({ id: savedScreens.id });
    return rows.length > 0;
  }
}
