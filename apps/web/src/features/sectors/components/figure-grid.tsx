import { Paper, Text } from '@mantine/core';
import type { PeriodReturns } from '@nivesh/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { ChangeText } from '@/components/market/change-text';
import { useStrings } from '@/lib/strings';
import { sectorsStrings } from '../strings';
import { PERIODS } from './sector-columns';
import classes from './sectors.module.css';

/** One key figure: what it is, its value, and an optional note under it. */
export interface Figure {
  readonly label: string;
  readonly value: ReactNode;
  readonly note?: ReactNode;
}

interface FigureGridProps {
  readonly figures: readonly Figure[];
  /** Cards a row from 48em up; default 4. */
  readonly columns?: number;
}

/** Key figures as a description list of cards (two a row on phones). */
export function FigureGrid({ figures, columns = 4 }: FigureGridProps) {
  const style = { '--figure-columns': columns } as CSSProperties;
  return (
    <dl className={classes.figures} style={style}>
      {figures.map(({ label, value, note }) => (
        <Paper key={label} withBorder radius="md" p="sm" className={classes.figure}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text component="dd" fz={{ base: 'md', sm: 'lg' }} fw={700}>
            {value}
          </Text>
          {note !== undefined && (
            <Text component="dd" size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Paper>
      ))}
    </dl>
  );
}

/** "1W +1.20 %  1M -3.40 % …", each coloured by its sign; "—" where the history is too short. */
export function ReturnChips({ returns }: { readonly returns: PeriodReturns }) {
  const t = useStrings(sectorsStrings);
  return (
    <span className={classes.chips}>
      {PERIODS.map((period) => (
        <Text key={period} span size="sm">
          <Text span size="xs" c="dimmed" fw={600}>
            {t(`periods.${period}`)}{' '}
          </Text>
          <ChangeText value={returns[period]} format="percent" arrow={false} />
        </Text>
      ))}
    </span>
  );
}
