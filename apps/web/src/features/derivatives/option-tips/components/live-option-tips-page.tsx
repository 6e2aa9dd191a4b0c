import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OptionTipDto, TipMethodDto } from '@nivesh/contracts';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { answerOf } from '@/lib/api-client';
import { formatRupees, formatTimeIst, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useLiveOptionTips } from '../../shared/api';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { optionTipsStrings } from '../strings';
import classes from './option-tips.module.css';
import { contractLabel, reasonText, TipStatusBadge, TipsDisclaimer, TipsMethod } from './tip-parts';

const recordPage = appPath('/option-chain/option-tips');

/** The position's last price: the legs' LTPs summed (a straddle's is both legs), or null. */
function positionLtp(tip: OptionTipDto): number | null {
  let sum = 0;
  for (const leg of tip.legs) {
    if (leg.ltp === null) return null;
    sum += leg.ltp;
  }
  return sum;
}

function Figure({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className={classes.figure}>
        {children}
      </Text>
    </div>
  );
}

function TipCard({ tip, method }: { readonly tip: OptionTipDto; readonly method: TipMethodDto }) {
  const t = useStrings(optionTipsStrings);
  const legLots = tip.legs[0]?.lots ?? 1;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={contractLabel(t, tip)}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={700}>{contractLabel(t, tip)}</Text>
            <Text size="sm" c="dimmed">
              {t('card.lots', {
                side: t(`side.${tip.side}`),
                lots: legLots,
                units: legLots * tip.lotSize,
                rule: t(`rule.${tip.rule}`),
              })}
            </Text>
          </div>
          <TipStatusBadge tip={tip} method={method} />
        </Group>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" verticalSpacing="xs">
          <Figure label={t('columns.entry')}>
            {tip.entry ? formatRupees(tip.entry.premium) : t('card.entryPending')}
          </Figure>
          <Figure label={t('columns.target')}>{formatRupees(tip.target)}</Figure>
          <Figure label={t('columns.stop')}>{formatRupees(tip.stop)}</Figure>
          <Figure label={tip.status === 'open' ? t('columns.ltp') : t('columns.exit')}>
            {formatRupees(tip.status === 'open' ? positionLtp(tip) : tip.exit?.premium)}
          </Figure>
          <Figure label={t('columns.pnl')}>
            {tip.entry ? (
              <ChangeText value={tip.netPnl} format="rupees" arrow={false} size="sm" fw={600} />
            ) : (
              NO_VALUE
            )}
          </Figure>
        </SimpleGrid>
        <Text size="sm">{t('card.reason', { reason: reasonText(t, tip, method) })}</Text>
        <Text size="xs" c="dimmed">
          {t('card.issuedAt', {
            time: formatTimeIst(tip.issuedAt),
            exitBy: method.exitBy,
            price: formatRupees(tip.premiumAtIssue),
            hash: tip.hash.slice(0, 12),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /option-chain/live-option-tips: today's tips as the rules issue them, with the live P&L. */
export function LiveOptionTipsPage() {
  const t = useStrings(optionTipsStrings);
  const query = useLiveOptionTips();
  const method = answerOf(query.data)?.method;
  return (
    <DerivativesFrame title={t('live.title')} subtitle={t('live.subtitle')} query={query}>
      <TipsDisclaimer />
      <QueryStates
        query={query}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.tips.length === 0}
        empty={
          method && (
            <Text size="sm">
              {t('live.empty', {
                every: method.everyMinutes,
                first: method.firstIssue,
                last: method.lastIssue,
              })}
            </Text>
          )
        }
      >
        {(data) => (
          <Stack gap="sm" component="section" aria-label={t('live.today')}>
            <Text size="sm" c="dimmed">
              {t('live.todaySummary', {
                count: data.tips.length,
                open: data.today.open,
                net: formatRupees(data.today.netPnl),
              })}
            </Text>
            {data.tips.map((tip) => (
              <TipCard key={tip.id} tip={tip} method={data.method} />
            ))}
          </Stack>
        )}
      </QueryStates>
      <Anchor component={Link} to={recordPage.getHref()} size="sm">
        {t('live.recordLink')}
      </Anchor>
      {method && <TipsMethod method={method} />}
    </DerivativesFrame>
  );
}
