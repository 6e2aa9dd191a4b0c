import type { OiLevels } from '@nivesh/contracts';
import { Section } from '@/components/market/section';
import { type StatTile, StatTiles } from '@/components/market/stat-tiles';
import { formatPercent, formatVolume } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { distancePct } from '../lib/strikes';
import { oiAnalyticsStrings } from '../strings';

type Level = OiLevels['support'];

/** Support, resistance (and the next ones) and where the most OI was added, with the convention. */
export function OiLevelsSection({ levels, spot }: { readonly levels: OiLevels; readonly spot: number }) {
  const t = useStrings(oiAnalyticsStrings);
  const level = (label: string, value: Level): StatTile => ({
    label,
    value: value ? formatStrike(value.strike) : t('common.none'),
    hint: value
      ? t('levels.hint', {
          oi: formatVolume(value.oi),
          distance: formatPercent(distancePct(value.strike, spot)),
        })
      : undefined,
  });
  const added = (label: string, value: Level): StatTile => ({
    label,
    value: value ? formatStrike(value.strike) : t('common.none'),
    hint: value ? t('levels.addedHint', { oi: formatVolume(value.oi) }) : undefined,
  });
  return (
    <Section title={t('levels.title')} note={t('levels.note')}>
      <StatTiles
        columns={3}
        items={[
          level(t('levels.support'), levels.support),
          level(t('levels.resistance'), levels.resistance),
          added(t('levels.mostPutAdded'), levels.mostPutAdded),
          level(t('levels.support2'), levels.support2),
          level(t('levels.resistance2'), levels.resistance2),
          added(t('levels.mostCallAdded'), levels.mostCallAdded),
        ]}
      />
    </Section>
  );
}
