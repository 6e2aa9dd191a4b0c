import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPackages, subscriptionTiers } from '../db/schema';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { DEFAULT_PACKAGES, DEFAULT_TIERS } from './default-catalogue';

// The data migrations that rewrite seeded descriptions, in order (0011: the F&O tools are built;
// 0012: live option tips are built — its table is already there, only its updates are run again).
const MIGRATIONS = [
  '0007_plan_descriptions_sell_only_what_is_built.sql',
  '0011_fno_tools_on_sale.sql',
  '0012_option_tips.sql',
].map((name) => fileURLToPath(new URL(`../../drizzle/${name}`, import.meta.url)));

// The descriptions the first default catalogue seeded (issue 6), which sold unbuilt pages.
const FIRST = {
  pro: 'Everything in Free, plus the measured performance of every trading tool and premium stock tips.',
  'pro-plus': 'Everything in Pro, plus robot-generated premium tips and the F&O analysis tools.',
  fno: 'Everything in Free, plus the futures and options tools: option chain analysis and live option tips.',
} as const;

describe.each(testDrivers())(
  'migrations 0007, 0011 and 0012 on a database seeded with the first catalogue (%s)',
  (driver) => {
    const ctx = useTestApp(driver);

    it('gives seeded plans today’s default descriptions and keeps one an operator edited', async () => {
      const { db } = ctx.database;
      await db.insert(subscriptionTiers).values([...DEFAULT_TIERS]);
      await db.insert(subscriptionPackages).values(
        DEFAULT_PACKAGES.map((p) => ({
          ...p,
          description:
            p.slug === 'pro-plus'
              ? 'Edited by the operator'
              : (FIRST[p.slug as keyof typeof FIRST] ?? p.description),
        })),
      );
      for (const migration of MIGRATIONS)
        for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint'))
          if (!/^\s*CREATE /m.test(statement)) await db.execute(sql.raw(statement));
      const rows = await db.select().from(subscriptionPackages).orderBy(asc(subscriptionPackages.position));
      const expected = (slug: string) => DEFAULT_PACKAGES.find((p) => p.slug === slug)?.description;
      expect(rows.map((r) => [r.slug, r.description])).toEqual([
        ['free', expected('free')],
        ['pro', expected('pro')],
        ['pro-plus', 'Edited by the operator'],
        ['fno', expected('fno')],
      ]);
    });
  },
);
