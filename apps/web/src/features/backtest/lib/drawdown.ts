/** Drawdown at each point of an equity curve, in percent (0 at a new high, −12.5 when 12.5 % below the peak so far). */
export function drawdownPercent(equity: readonly number[]): number[] {
  let peak = Number.NEGATIVE_INFINITY;
  return equity.map((value) => {
    peak = Math.max(peak, value);
    return peak > 0 ? Math.round((value / peak - 1) * 10_000) / 100 : 0;
  });
}
