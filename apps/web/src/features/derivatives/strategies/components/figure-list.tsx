import { Text } from '@mantine/core';
import classes from './strategies.module.css';

export interface Figure {
  readonly term: string;
  readonly value: string;
}

/** Small labelled figures as a description list: term and value side by side, one or two pairs a row. */
export function FigureList({
  items,
  pairsPerRow = 1,
  strong = false,
}: {
  readonly items: readonly Figure[];
  readonly pairsPerRow?: 1 | 2;
  readonly strong?: boolean;
}) {
  return (
    <dl className={pairsPerRow === 2 ? `${classes.figures} ${classes.twoPairs}` : classes.figures}>
      {items.map((item) => (
        <div key={item.term} className={classes.pair}>
          <Text component="dt" size="xs">
            {item.term}
          </Text>
          <Text component="dd" size="xs" fw={strong ? 600 : undefined}>
            {item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
