import { Alert, Badge, List, Stack, Text, Title } from '@mantine/core';
import { OPTION_TIP_RULE_NAMES, type OptionTipDto, type TipMethodDto } from '@nivesh/contracts';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { type OptionTipsT, optionTipsStrings } from '../strings';

const STATUS_COLOUR = { open: 'blue', target: 'teal', stop: 'red', time: 'gray', unfilled: 'gray' } as const;

/** "NIFTY 26,000 CE · 24 Nov 2026" or "NIFTY 26,000 straddle (CE + PE) · 24 Nov 2026". */
export function contractLabel(t: OptionTipsT, tip: OptionTipDto): string {
  const [leg] = tip.legs;
  const vars = {
    underlying: tip.underlying,
    strike: formatStrike(leg?.strike),
    right: leg?.right ?? '',
    expiry: formatDateIst(leg?.expiry ?? null),
  };
  return tip.legs.length > 1 ? t('card.straddle', vars) : t('card.contract', vars);
}

/** "Buy NIFTY 26,000 CE" or "Sell NIFTY 26,000 straddle": the table's short form. */
export function shortContract(t: OptionTipsT, tip: OptionTipDto): string {
  const [leg] = tip.legs;
  return t('card.short', {
    side: t(`side.${tip.side}`),
    underlying: tip.underlying,
    strike: formatStrike(leg?.strike),
    right: tip.legs.length > 1 ? t('card.straddleShort') : (leg?.right ?? ''),
  });
}

/** Why the rule fired, in words, from the readings it fired on and the stated thresholds. */
export function reasonText(t: OptionTipsT, tip: OptionTipDto, method: TipMethodDto): string {
  const th = method.thresholds;
  const threshold = {
    'put-wall-bounce': th.bullishPcr,
    'call-wall-rejection': th.bearishPcr,
    'rich-iv-short-straddle': th.richIvRank,
    'cheap-iv-long-straddle': th.cheapIvRank,
  }[tip.rule];
  return t(`reason.${tip.rule}`, {
    spot: formatNumber(tip.facts.spot),
    spotBefore: formatNumber(tip.facts.spotBefore),
    level: formatStrike(tip.facts.level),
    pcr: formatNumber(tip.facts.pcr),
    ivRank: formatNumber(tip.facts.ivRank, 1),
    near: formatNumber(th.nearLevelPct, 1),
    threshold: formatNumber(threshold, threshold >= 10 ? 0 : 1),
  });
}

export function TipStatusBadge({
  tip,
  method,
  asText = false,
}: {
  readonly tip: OptionTipDto;
  readonly method: TipMethodDto;
  /** Coloured text instead of a badge (a narrow table cell). */
  readonly asText?: boolean;
}) {
  const t = useStrings(optionTipsStrings);
  const label = t(`status.${tip.status}`, { exitBy: method.exitBy });
  if (asText)
    return (
      <Text span size="sm" fw={600} c={STATUS_COLOUR[tip.status]} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    );
  return (
    <Badge variant="light" color={STATUS_COLOUR[tip.status]} size="sm">
      {label}
    </Badge>
  );
}

/** The SEBI-minded disclaimer every tips page shows first. */
export function TipsDisclaimer() {
  const t = useStrings(optionTipsStrings);
  return (
    <Alert color="yellow" variant="light" title={t('disclaimer.title')}>
      {t('disclaimer.text')}
    </Alert>
  );
}

/** The method in plain words, with the thresholds the server states. */
export function TipsMethod({ method }: { readonly method: TipMethodDto }) {
  const t = useStrings(optionTipsStrings);
  const th = method.thresholds;
  const pct = (x: number) => formatNumber(x, 0);
  const rules = {
    'put-wall-bounce': {
      near: formatNumber(th.nearLevelPct, 1),
      pcr: th.bullishPcr,
      target: pct(th.optionTargetPct),
      stop: pct(th.optionStopPct),
    },
    'call-wall-rejection': {
      near: formatNumber(th.nearLevelPct, 1),
      pcr: th.bearishPcr,
      target: pct(th.optionTargetPct),
      stop: pct(th.optionStopPct),
    },
    'rich-iv-short-straddle': {
      rank: th.richIvRank,
      target: pct(th.shortStraddleTargetPct),
      stop: pct(th.shortStraddleStopPct),
    },
    'cheap-iv-long-straddle': {
      rank: th.cheapIvRank,
      target: pct(th.longStraddleTargetPct),
      stop: pct(th.longStraddleStopPct),
    },
  } as const;
  return (
    <Stack gap="xs" component="section" aria-labelledby="tips-method">
      <Title order={2} size="h3" id="tips-method">
        {t('method.title')}
      </Title>
      <Text size="sm">
        {t('method.when', {
          every: method.everyMinutes,
          first: method.firstIssue,
          last: method.lastIssue,
          underlyings: method.underlyings.join(', '),
        })}
      </Text>
      <Text size="sm" fw={600}>
        {t('method.rulesTitle')}
      </Text>
      <List size="sm" spacing={4}>
        {OPTION_TIP_RULE_NAMES.map((rule) => (
          <List.Item key={rule}>
            {t('method.ruleLine', { name: t(`rule.${rule}`), text: t(`method.rules.${rule}`, rules[rule]) })}
          </List.Item>
        ))}
      </List>
      <Text size="sm">
        {t('method.judge', { exitBy: method.exitBy, min: formatNumber(th.minimumPremium, 0) })}
      </Text>
      <Text size="sm">{t('method.stats')}</Text>
      <Text size="sm">{t('method.ledger')}</Text>
    </Stack>
  );
}
