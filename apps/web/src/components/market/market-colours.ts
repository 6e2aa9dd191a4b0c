import type { MarketColour } from './colour-rules';
import classes from './market-colours.module.css';

/** The class that gives text a market colour, readable in both colour schemes. */
export function colourClass(colour: MarketColour | null): string | undefined {
  if (colour === null) return undefined;
  return colour === 'green' ? classes.green : classes.red;
}
