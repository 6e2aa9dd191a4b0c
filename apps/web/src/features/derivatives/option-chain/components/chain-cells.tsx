import { Badge, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ChainSide, OiBuildUp, StrategyLeg } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { colourClass } from '@/components/market/market-colours';
import { formatNumber, formatVolume, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { strategyBuilderHref } from '../../strategies/lib/leg-url';
import type { ChainColumnId } from '../lib/chain-columns';
import { analysisHref, oiBarPercent } from '../lib/chain-view';
import { type OptionChainT, optionChainStrings } from '../strings';
import classes from './option-chain.module.css';

export type OptionKind = 'call' | 'put';

/** Contracts in lakh/crore with a sign: +12.3 L, -45,300, 0. */
export function formatSignedCount(value: number): string {
  const text = formatVolume(value);
  return value > 0 ? `+${text}` : text;
}

function signColour(value: number): string | undefined {
  if (value > 0) return colourClass('green');
  return value < 0 ? colourClass('red') : undefined;
}

/** A change in contracts, green when added and red when shed. */
export function SignedCount({ value }: { readonly value: number }) {
  return <span className={signColour(value)}>{formatSignedCount(value)}</span>;
}

const BUILD_UP_COLOUR: Readonly<Record<OiBuildUp, string | undefined>> = {
  'long-build-up': colourClass('green'),
  'short-covering': colourClass('green'),
  'short-build-up': colourClass('red'),
  'long-unwinding': colourClass('red'),
  neutral: undefined,
};

/** LB / SB / LU / SC in its colour; the full name for screen readers and on hover. */
export function BuildUpLabel({ buildUp, t }: { readonly buildUp: OiBuildUp; readonly t: OptionChainT }) {
  const name = t(`buildUp.${buildUp}`);
  return (
    <span className={[classes.buildUp, BUILD_UP_COLOUR[buildUp]].filter(Boolean).join(' ')} title={name}>
      <span aria-hidden="true">{t(`buildUpShort.${buildUp}`)}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </span>
  );
}

/** The thin bar of an OI cell (decoration: the figure beside it says the same). */
export function OiBar({ kind, oi, maxOi }: { kind: OptionKind; oi: number; maxOi: number }) {
  const width = oiBarPercent(oi, maxOi);
  if (width === 0) return null;
  return (
    <span
      className={classes.bar}
      data-kind={kind}
      aria-hidden="true"
      style={{ width: `calc((100% - 8px) * ${(width / 100).toFixed(4)})` }}
    />
  );
}

function numberOrDash(value: number | null, decimals: number): string {
  return value === null ? NO_VALUE : formatNumber(value, decimals);
}

/** A price that may be missing (0 bid: nobody bids). */
function priceOrDash(value: number): string {
  return value > 0 ? formatNumber(value, 2) : NO_VALUE;
}

/** One figure of a side, as the chain's cell shows it. */
export function sideCellContent(id: ChainColumnId, side: ChainSide, t: OptionChainT): ReactNode {
  switch (id) {
    case 'buildUp':
      return <BuildUpLabel buildUp={side.buildUp} t={t} />;
    case 'oi':
      return formatVolume(side.oi);
    case 'oiChange':
      return <SignedCount value={side.oiChange} />;
    case 'oiChangePct':
      return <ChangeText value={side.oiChangePct} format="percent" arrow={false} decimals={1} />;
    case 'volume':
      return formatVolume(side.volume);
    case 'iv':
      return numberOrDash(side.iv, 2);
    case 'delta':
      return formatNumber(side.delta, 2);
    case 'gamma':
      // An index's gamma is tiny (BANKNIFTY ≈ 0.00008 per point): enough decimals to tell strikes apart.
      return formatNumber(side.gamma, Math.abs(side.gamma) < 0.001 ? 6 : 4);
    case 'theta':
      return formatNumber(side.theta, 2);
    case 'vega':
      return formatNumber(side.vega, 2);
    case 'ltp':
      return priceOrDash(side.ltp);
    case 'change':
      return <ChangeText value={side.change} arrow={false} />;
    case 'changePct':
      return <ChangeText value={side.changePct} format="percent" arrow={false} decimals={1} />;
    case 'bid':
      return priceOrDash(side.bid);
    case 'ask':
      return priceOrDash(side.ask);
  }
}

interface StrikeMenuProps {
  readonly symbol: string;
  readonly expiry: string;
  readonly strike: number;
  readonly atm: boolean;
}

/** A strike: a button opening the trades it leads to (the builder with that leg) and the OI analysis. */
export function StrikeMenu({ symbol, expiry, strike, atm }: StrikeMenuProps) {
  const t = useStrings(optionChainStrings);
  const text = formatStrike(strike);
  const leg = (side: StrategyLeg['side'], instrument: 'call' | 'put') =>
    strategyBuilderHref(symbol, [{ instrument, side, lots: 1, strike, expiry }]);
  const items = [
    { key: 'buyCall', label: t('chain.buyCall', { strike: text }), href: leg('buy', 'call') },
    { key: 'sellCall', label: t('chain.sellCall', { strike: text }), href: leg('sell', 'call') },
    { key: 'buyPut', label: t('chain.buyPut', { strike: text }), href: leg('buy', 'put') },
    { key: 'sellPut', label: t('chain.sellPut', { strike: text }), href: leg('sell', 'put') },
  ];
  return (
    <>
      <Menu position="bottom" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <UnstyledButton
            className={classes.strikeButton}
            aria-label={t('chain.strikeMenu', { strike: text })}
          >
            {text}
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('chain.inBuilder')}</Menu.Label>
          {items.map((item) => (
            <Menu.Item key={item.key} component={Link} to={item.href}>
              {item.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item component={Link} to={analysisHref(symbol, expiry)}>
            {t('chain.oiAnalysis')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {atm && (
        <Badge size="xs" variant="filled" className={classes.atmBadge}>
          {t('chain.atm')}
        </Badge>
      )}
    </>
  );
}
