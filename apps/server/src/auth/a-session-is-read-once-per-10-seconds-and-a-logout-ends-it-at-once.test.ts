import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';

const ACCOUNT = '/api/v3/DashboardRecord/getMyAccountRecord';

describe.each(testDrivers())('a session read from the store (%s)', (driver) => {
  const ctx = useTestApp(driver);

  const account = (token: string) =>
    ctx.t.app.inject({ url: ACCOUNT, headers: { authorization: `Bearer ${token}` } });

  it('is trusted for 10 seconds, then read again, so a revoke by another writer lands within 10 s', async () => {
    const token = await registerUser(ctx.t, { mobile: '9123456781', email: 'ravi@example.in' });
    expect((await account(token)).statusCode).toBe(200);
    // Another writer (an operator, a second process) revokes every session in the table.
    await ctx.database.db.update(sessions).set({ revokedAt: ctx.t.clock.now() });
    ctx.t.clock.advanceSeconds(9);
    expect((await account(token)).statusCode).toBe(200);
    ctx.t.clock.advanceSeconds(1);
    expect((await account(token)).statusCode).toBe(401);
  });
  // A logout through this server ends the session at once, though the logout request itself read
  // it a moment before: session-expiry-sliding-and-logout.test.ts.
});
