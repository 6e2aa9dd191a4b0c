import type { MarketState } from '@nivesh/market';
import { perSession } from '../../day/per-session';

const AVERAGE_VOLUME_DAYS = 20;

/** Mean daily volume of the last 20 completed sessions, per symbol id (computed once per session). */
export function averageVolumes(state: MarketState): Float64Array {
  return perSession(state, 'overview:avg-volume-20', () =>
    Float64Array.from({ length: state.symbolCount }, (_, id) => {
      const volume = state.daily(id).volume;
      const from = Math.max(0, volume.length - AVERAGE_VOLUME_DAYS);
      let sum = 0;
      for (let t = from; t < volume.length; t++) sum += volume[t] ?? 0;
      return volume.length > from ? sum / (volume.length - from) : 0;
    }),
  );
}
