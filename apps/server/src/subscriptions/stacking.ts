/** Pure rules of entitlements: how a paid duration stacks, and which holds are running now. */

const DAY_MS = 86_400_000;

export interface Period {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/**
 * The period a payment of `days` buys: from now, or from the end of the tier the user already
 * holds when that is later (so a renewal before expiry extends the plan instead of overlapping it).
 */
export function stackedPeriod(now: Date, latestEnd: Date | null, days: number): Period {
  const start = latestEnd && latestEnd.getTime() > now.getTime() ? latestEnd : now;
  return { startsAt: new Date(start.getTime()), endsAt: new Date(start.getTime() + days * DAY_MS) };
}

export interface HeldPeriod extends Period {
  readonly tier: string;
}

/**
 * The tiers held at `now`, one per tier: a tier is held when one of its periods covers `now`; the
 * hold runs to the end of the chain of periods stacked after it.
 */
export function runningHolds(periods: readonly HeldPeriod[], now: Date): HeldPeriod[] {
  const t = now.getTime();
  const byTier = new Map<string, HeldPeriod[]>();
  for (const p of periods) {
    if (p.endsAt.getTime() <= t) continue;
    byTier.set(p.tier, [...(byTier.get(p.tier) ?? []), p]);
  }
  const holds: HeldPeriod[] = [];
  for (const [tier, list] of byTier) {
    const sorted = [...list].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const first = sorted[0];
    if (!first || first.startsAt.getTime() > t) continue;
    let endsAt = first.endsAt;
    for (const p of sorted.slice(1)) {
      if (p.startsAt.getTime() > endsAt.getTime()) break;
      if (p.endsAt.getTime() > endsAt.getTime()) endsAt = p.endsAt;
    }
    holds.push({ tier, startsAt: first.startsAt, endsAt });
  }
  return holds;
}
