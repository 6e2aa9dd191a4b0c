import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The trading tools pages' filters, kept in the URL (`?family=…&timeframe=m15&side=short&sector=…&tool=…`). */
export interface ToolFilterState {
  readonly family?: string;
  readonly timeframe?: 'daily' | 'm15';
  readonly side?: 'long' | 'short';
  readonly sectorId?: string;
  readonly toolId?: string;
  set(change: Partial<Omit<ToolFilterState, 'set'>>): void;
}

const KEYS = {
  family: 'family',
  timeframe: 'timeframe',
  side: 'side',
  sectorId: 'sector',
  toolId: 'tool',
} as const;

export function useToolFilters(): ToolFilterState {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (change: Partial<Omit<ToolFilterState, 'set'>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [field, key] of Object.entries(KEYS)) {
            if (!(field in change)) continue;
            const value = change[field as keyof typeof KEYS];
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const timeframe = params.get(KEYS.timeframe);
  const side = params.get(KEYS.side);
  return {
    family: params.get(KEYS.family) ?? undefined,
    timeframe: timeframe === 'daily' || timeframe === 'm15' ? timeframe : undefined,
    side: side === 'long' || side === 'short' ? side : undefined,
    sectorId: params.get(KEYS.sectorId) ?? undefined,
    toolId: params.get(KEYS.toolId) ?? undefined,
    set,
  };
}
