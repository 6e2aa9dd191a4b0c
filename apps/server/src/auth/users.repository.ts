import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type UserRow, users } from '../db/schema';

export interface NewUser {
  readonly mobile: string;
  readonly userName: string;
  readonly email: string | null;
  readonly googleSub: string | null;
  readonly createdAt: Date;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findByMobile(mobile: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row ?? null;
  }

  async findByGoogleSub(sub: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
    return row ?? null;
  }

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('Insert into users returned no row');
    return row;
  }

  async linkGoogle(userId: string, googleSub: string): Promise<void> {
    await this.db.update(users).set({ googleSub }).where(eq(users.id, userId));
  }
}
