import { describe, expect, it } from 'vitest';
import {
  ASSET_CLASSES,
  completeAnswers,
  RISK_BANDS,
  RISK_SCORE_MAX,
  type RiskAnswers,
  riskProfileErrors,
  scoreRiskAnswers,
} from './risk-profile';

const BOLD: RiskAnswers = {
  age: 'under30',
  income: 'over50l',
  dependants: 'none',
  horizon: 'over10y',
  emergencyFund: 'over6m',
  experience: 'derivatives',
  fallReaction: 'buyMore',
  lossTolerance: 'over20',
  goal: 'aggressiveGrowth',
};

describe('the risk questionnaire', () => {
  it('scores every answer 0–4 and the bold answers 36 of 36: aggressive', () => {
    const s = scoreRiskAnswers(BOLD);
    expect(RISK_SCORE_MAX).toBe(36);
    expect(s.rows.map((r) => r.points)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect([s.score, s.category, s.cappedBy]).toEqual([36, 'aggressive', null]);
    expect(s.allocation).toEqual({ largeCap: 45, midCap: 25, smallCap: 20, debt: 5, gold: 5, cash: 0 });
  });

  it('puts a moderate investor in the moderate band (2+2+2+2+3+2+2+2+2 = 19)', () => {
    const s = scoreRiskAnswers({
      age: '45to59',
      income: '5to15l',
      dependants: 'twoToThree',
      horizon: '3to5y',
      emergencyFund: '3to6m',
      experience: 'someStocks',
      fallReaction: 'hold',
      lossTolerance: 'upTo10',
      goal: 'balanced',
    });
    expect([s.score, s.category, s.band]).toEqual([19, 'moderate', { minScore: 15, maxScore: 21 }]);
  });

  it('caps money needed within a year at conservative, and no emergency fund at moderate', () => {
    const soon = scoreRiskAnswers({ ...BOLD, horizon: 'under1y' });
    expect([soon.score, soon.scoreCategory, soon.category]).toEqual([32, 'aggressive', 'conservative']);
    expect(soon.cappedBy).toEqual({ question: 'horizon', answer: 'under1y' });
    expect(soon.allocation.debt).toBe(60);
    const noFund = scoreRiskAnswers({ ...BOLD, emergencyFund: 'none' });
    expect([noFund.score, noFund.category]).toEqual([32, 'moderate']);
  });

  it('has bands that cover 0–36 without gaps, and allocations of 100 %', () => {
    let next = 0;
    for (const band of RISK_BANDS) {
      expect(band.minScore).toBe(next);
      next = band.maxScore + 1;
      expect(ASSET_CLASSES.reduce((sum, c) => sum + band.allocation[c], 0)).toBe(100);
    }
    expect(next).toBe(RISK_SCORE_MAX + 1);
  });

  it('asks for a name and every answer, and refuses an answer that is not an option', () => {
    expect(riskProfileErrors({ name: ' ', age: 'under30', goal: 'rich' })).toEqual({
      name: 'Name the profile',
      income: 'Choose an answer',
      dependants: 'Choose an answer',
      horizon: 'Choose an answer',
      emergencyFund: 'Choose an answer',
      experience: 'Choose an answer',
      fallReaction: 'Choose an answer',
      lossTolerance: 'Choose an answer',
      goal: 'Choose an answer',
    });
    expect(riskProfileErrors({ name: 'x'.repeat(41), ...BOLD }).name).toBe(
      'A profile name has at most 40 characters',
    );
    expect(riskProfileErrors({ name: 'Me', ...BOLD })).toEqual({});
    expect(completeAnswers({ ...BOLD, goal: 'rich' })).toBeNull();
    expect(completeAnswers({ name: 'Me', ...BOLD })).toEqual(BOLD);
  });
});
