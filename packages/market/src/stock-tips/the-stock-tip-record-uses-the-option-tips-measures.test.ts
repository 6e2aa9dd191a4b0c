import { describe, expect, it } from 'vitest';
import { type RecordedTip, tipRecord } from '../option-tips/record';
import { judgeStockTip } from './judge';
import { STOCK_TIP_RULES } from './rules';
import { issueThen, tip } from './stock-tip-fixtures';

describe('the record of judged stock tips', () => {
  it('measures hit rate, average win and loss, expectancy, profit factor and drawdown, open counted apart', () => {
    const won = judgeStockTip(
      tip,
      issueThen(
        { o: 10_000, h: 10_200, l: 9_950, c: 10_150 },
        { o: 10_150, h: 10_550, l: 10_100, c: 10_400 },
      ),
    );
    // 1,000 at ₹100 stopped at ₹98: gross −₹2,000; charges ₹118.62 + sell of ₹98,000 (STT 98, exchange
    // 2.9106 → 2.91, SEBI 0.098 → 0.10, DP 13.50, GST 18 % × 16.51 = 2.9718 → 2.97 = ₹117.48) → net −₹2,236.10.
    const lost = judgeStockTip(
      tip,
      issueThen({ o: 10_000, h: 10_100, l: 9_950, c: 9_950 }, { o: 9_900, h: 9_950, l: 9_700, c: 9_750 }),
    );
    const open = judgeStockTip(tip, issueThen({ o: 10_000, h: 10_100, l: 9_950, c: 10_050 }));
    const unfilled = judgeStockTip(
      tip,
      issueThen(
        { o: 10_300, h: 10_400, l: 10_150, c: 10_300 },
        { o: 10_300, h: 10_400, l: 10_150, c: 10_300 },
      ),
    );
    expect(lost.netPaise).toBe(-223_610);
    const recorded: RecordedTip[] = [won, lost, open, unfilled].map((j, k) => ({
      rule: tip.rule,
      status: j.status,
      netPaise: j.netPaise,
      exitAt: k,
    }));
    const { overall, byRule } = tipRecord(recorded, STOCK_TIP_RULES);
    expect(overall).toMatchObject({
      sampleSize: 2,
      open: 1,
      unfilled: 1,
      wins: 1,
      losses: 1,
      hitRate: 0.5,
      averageWinPaise: 475_664,
      averageLossPaise: -223_610,
      expectancyPaise: (475_664 - 223_610) / 2,
      maxDrawdownPaise: 223_610,
      netPaise: 252_054,
    });
    expect(overall.profitFactor).toBeCloseTo(475_664 / 223_610, 12);
    expect(byRule.map((r) => r.stats.sampleSize)).toEqual([0, 2, 0]);
  });
});
