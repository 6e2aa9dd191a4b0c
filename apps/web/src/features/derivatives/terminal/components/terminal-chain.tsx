import { Button, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import type { ChainRow, OptionChainAnswer, StrategyLeg } from '@nivesh/contracts';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { terminalStrings } from '../strings';
import classes from './terminal.module.css';

/** Strikes shown on each side of the ATM (phones fewer). */
const WIDE_WINDOW = 10;
const PHONE_WINDOW = 6;

interface TerminalChainProps {
  readonly chain: OptionChainAnswer;
  /** The month's future's expiry (null: the underlying has no future listed). */
  readonly futureExpiry: string | null;
  readonly phone: boolean;
  readonly onAdd: (leg: StrategyLeg) => void;
}

/** The rows around the ATM strike. */
function windowRows(chain: OptionChainAnswer, each: number): ChainRow[] {
  const i = chain.rows.findIndex((r) => r.strike === chain.expiry.atmStrike);
  const centre = i < 0 ? Math.floor(chain.rows.length / 2) : i;
  return chain.rows.slice(Math.max(0, centre - each), centre + each + 1);
}

/** A compact chain: call LTP and put LTP around the strike, each with Buy and Sell into the basket. */
export function TerminalChain({ chain, futureExpiry, phone, onAdd }: TerminalChainProps) {
  const t = useStrings(terminalStrings);
  const expiry = chain.expiry.date;
  const rows = windowRows(chain, phone ? PHONE_WINDOW : WIDE_WINDOW);
  const option = (instrument: 'call' | 'put', strike: number, side: 'buy' | 'sell'): StrategyLeg => ({
    instrument,
    side,
    lots: 1,
    strike,
    expiry,
  });
  const name = (instrument: 'call' | 'put', strike: number) =>
    `${chain.underlying.symbol} ${formatStrike(strike)} ${instrument === 'call' ? 'CE' : 'PE'}`;
  const trade = (instrument: 'call' | 'put', strike: number) => (
    <Group gap={4} wrap="nowrap" justify="center">
      <Button
        size="compact-xs"
        color="green"
        aria-label={t('chain.buyLabel', { contract: name(instrument, strike) })}
        onClick={() => onAdd(option(instrument, strike, 'buy'))}
      >
        {t('chain.buy')}
      </Button>
      <Button
        size="compact-xs"
        color="red"
        aria-label={t('chain.sellLabel', { contract: name(instrument, strike) })}
        onClick={() => onAdd(option(instrument, strike, 'sell'))}
      >
        {t('chain.sell')}
      </Button>
    </Group>
  );
  const spot = chain.underlying.spot;
  return (
    <Paper withBorder p={phone ? 'xs' : 'md'} radius="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('chain.title')} · {chain.underlying.symbol} · {formatDateIst(expiry)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chain.spot', { spot: formatNumber(spot) })} · {t('chain.shown', { count: rows.length })}
        </Text>
      </Group>
      {futureExpiry && (
        <Group gap="xs" mb="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('chain.future', { expiry: formatDateIst(futureExpiry) })}
          </Text>
          <Button
            size="compact-xs"
            color="green"
            aria-label={t('chain.buyLabel', { contract: `${chain.underlying.symbol} FUT` })}
            onClick={() =>
              onAdd({ instrument: 'future', side: 'buy', lots: 1, strike: null, expiry: futureExpiry })
            }
          >
            {t('chain.buy')}
          </Button>
          <Button
            size="compact-xs"
            color="red"
            aria-label={t('chain.sellLabel', { contract: `${chain.underlying.symbol} FUT` })}
            onClick={() =>
              onAdd({ instrument: 'future', side: 'sell', lots: 1, strike: null, expiry: futureExpiry })
            }
          >
            {t('chain.sell')}
          </Button>
        </Group>
      )}
      <ScrollArea type="auto">
        <Table
          className={classes.chain}
          striped={false}
          verticalSpacing={4}
          horizontalSpacing={phone ? 4 : 'xs'}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="center">{t('chain.calls')}</Table.Th>
              <Table.Th ta="right">{t('chain.ltp')}</Table.Th>
              <Table.Th ta="center">{t('chain.strike')}</Table.Th>
              <Table.Th ta="right">{t('chain.ltp')}</Table.Th>
              <Table.Th ta="center">{t('chain.puts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const atm = row.strike === chain.expiry.atmStrike;
              return (
                <Table.Tr key={row.strike} className={atm ? classes.atm : undefined}>
                  <Table.Td>{trade('call', row.strike)}</Table.Td>
                  <Table.Td ta="right" className={row.strike < spot ? classes.itm : undefined}>
                    {formatNumber(row.call.ltp)}
                  </Table.Td>
                  <Table.Td ta="center" fw={700}>
                    {formatStrike(row.strike)}
                    {atm && (
                      <Text span size="xs" c="dimmed" ml={4}>
                        {t('chain.atm')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className={row.strike > spot ? classes.itm : undefined}>
                    {formatNumber(row.put.ltp)}
                  </Table.Td>
                  <Table.Td>{trade('put', row.strike)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
