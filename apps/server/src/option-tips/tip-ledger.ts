/**
 * The option tips' log (table `option_tip_events`, docs/decisions/0014): append-only and chained by
 * hash. Each entry's hash is sha256 of the previous entry's hash and the entry's own content (its
 * kind, tip, session, underlying, rule, instant and body), the first entry's previous hash being 64
 * zeros. Editing, deleting or reordering an entry breaks every hash after it: `verifyLedger` finds
 * the first entry that does not follow.
 */
import { createHash } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type OptionTipEventRow, optionTipEvents } from '../db/schema';

export const GENESIS_HASH = '0'.repeat(64);

export type TipEventKind = 'issued' | 'judged';

/** An entry's content: everything its hash covers except the previous hash. */
export interface TipEventContent {
  readonly kind: TipEventKind;
  readonly tipId: string;
  readonly sessionDate: string;
  readonly underlying: string;
  readonly rule: string;
  readonly recordedAt: Date;
  /** The event as JSON text, stored as hashed. */
  readonly body: string;
}

/** An entry's content as read back (its kind any text: a tampered row is still checked). */
export type StoredContent = Omit<TipEventContent, 'kind'> & { readonly kind: string };

/** sha256 (hex) of `prevHash` and the content, fields joined by newlines in a fixed order. */
export function entryHash(prevHash: string, e: StoredContent): string {
  return createHash('sha256')
    .update(
      [
        prevHash,
        e.kind,
        e.tipId,
        e.sessionDate,
        e.underlying,
        e.rule,
        e.recordedAt.toISOString(),
        e.body,
      ].join('\n'),
    )
    .digest('hex');
}

export interface LedgerCheck {
  readonly entries: number;
  readonly verified: boolean;
  /** 1-based position of the first entry that does not follow its predecessor, null when intact. */
  readonly brokenAt: number | null;
  readonly lastHash: string | null;
}

/** Checks a market's entries in log order. */
export function verifyLedger(
  rows: readonly (StoredContent & { prevHash: string; hash: string })[],
): LedgerCheck {
  let prev = GENESIS_HASH;
  for (const [i, row] of rows.entries()) {
    if (row.prevHash !== prev || entryHash(prev, row) !== row.hash)
      return { entries: rows.length, verified: false, brokenAt: i + 1, lastHash: rows.at(-1)?.hash ?? null };
    prev = row.hash;
  }
  return { entries: rows.length, verified: true, brokenAt: null, lastHash: rows.at(-1)?.hash ?? null };
}

/** The log of one market: appends and reads, never updates. */
export class TipLedger {
  constructor(
    private readonly db: Db,
    private readonly market: string,
  ) {}

  /** Appends `entries` after the market's last entry, in one transaction; returns the stored rows. */
  async append(entries: readonly TipEventContent[]): Promise<OptionTipEventRow[]> {
    if (entries.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ hash: optionTipEvents.hash })
        .from(optionTipEvents)
        .where(eq(optionTipEvents.market, this.market))
        .orderBy(desc(optionTipEvents.id))
        .limit(1);
      let prevHash = last?.hash ?? GENESIS_HASH;
      const values = entries.map((e) => {
        const hash = entryHash(prevHash, e);
        const row = { ...e, market: this.market, prevHash, hash };
        prevHash = hash;
        return row;
      });
      return tx.insert(optionTipEvents).values(values).returning();
    });
  }

  /** Every entry of the market in log order. */
  all(): Promise<OptionTipEventRow[]> {
    return this.db
      .select()
      .from(optionTipEvents)
      .where(eq(optionTipEvents.market, this.market))
      .orderBy(asc(optionTipEvents.id));
  }
}
