import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OptionChainAnswer } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import type { StatTile } from '@/components/market/stat-tiles';
import { derivativesSharedStrings } from '@/features/derivatives/shared/strings';
import { formatChange, formatDateIst, formatNumber, formatVolume, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { optionChainStrings } from '../strings';
import { formatSignedCount } from './chain-cells';

/** A percentage figure: "14.20 %", or a dash. */
export function formatPct(value: number | null, decimals = 2): string {
  return value === null ? NO_VALUE : `${formatNumber(value, decimals)} %`;
}

/**
 * The chain's header figures in one dense panel (3 a line on a phone, all 8 on one line on a wide
 * screen), so the chain itself starts high on a phone.
 */
function FigurePanel({ items }: { readonly items: readonly StatTile[] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 3, sm: 4, lg: 8 }} spacing="sm" verticalSpacing="sm">
        {items.map((item) => (
          <div key={item.label}>
            <Text size="xs" c="dimmed" fw={600} lh={1.3}>
              {item.label}
            </Text>
            <Text fw={700} lh={1.35} component="div">
              {item.value}
            </Text>
            {item.hint && (
              <Text fz={11} c="dimmed" lh={1.3} component="div">
                {item.hint}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The chain's header figures: spot, forward, ATM IV, PCR, max pain, call/put OI, days to expiry. */
export function ChainSummaryTiles({ chain }: { readonly chain: OptionChainAnswer }) {
  const t = useStrings(optionChainStrings);
  const shared = useStrings(derivativesSharedStrings);
  const { underlying, expiry, totals } = chain;
  return (
    <FigurePanel
      items={[
        {
          label: t('tiles.spot'),
          value: formatNumber(underlying.spot, 2),
          hint: <ChangeText value={underlying.change} percent={underlying.changePct} />,
        },
        {
          label: t('tiles.forward'),
          value: formatNumber(expiry.forward, 2),
          hint: t('tiles.basis', { value: formatChange(expiry.forward - underlying.spot, 2) }),
        },
        {
          label: t('tiles.atmIv'),
          value: formatPct(expiry.atmIv),
          hint: t('tiles.atmHint', {
            strike: formatStrike(expiry.atmStrike),
            straddle: formatNumber(expiry.straddle, 2),
          }),
        },
        {
          label: t('tiles.pcr'),
          value: formatNumber(totals.pcrOi, 2),
          hint: t('tiles.pcrVolume', { value: formatNumber(totals.pcrVolume, 2) }),
        },
        {
          label: t('tiles.maxPain'),
          value: totals.maxPain === null ? NO_VALUE : formatStrike(totals.maxPain),
          hint:
            totals.maxPain === null
              ? undefined
              : t('tiles.fromSpot', { value: formatChange(totals.maxPain - underlying.spot, 2) }),
        },
        {
          label: t('tiles.callOi'),
          value: formatVolume(totals.callOi),
          hint: t('tiles.oiChange', { value: formatSignedCount(totals.callOiChange) }),
        },
        {
          label: t('tiles.putOi'),
          value: formatVolume(totals.putOi),
          hint: t('tiles.oiChange', { value: formatSignedCount(totals.putOiChange) }),
        },
        {
          label: t('tiles.daysToExpiry'),
          value: formatNumber(expiry.daysToExpiry, 0),
          hint: t('tiles.expiryHint', {
            date: formatDateIst(expiry.date),
            kind: shared(`kind.${expiry.kind}`),
          }),
        },
      ]}
    />
  );
}

/** The chain's conventions, one plain sentence each. */
export function ChainHelp() {
  const t = useStrings(optionChainStrings);
  const lines = ['itm', 'oiBar', 'buildUp', 'pcr', 'maxPain', 'forward', 'greeks', 'days'] as const;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Title order={2} size="h4">
          {t('help.title')}
        </Title>
        {lines.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {t(`help.${line}`)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
