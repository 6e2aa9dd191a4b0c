// Heat-map tile labels that show only what fits (issue 14: a small tile showed "T +", the first
// letters ECharts kept of "TCS" and "+1.50 %"). ECharts cuts a line that is too wide to the letters
// that fit; it cannot leave a line out. So the label's text is chosen by the room its tile has:
// echarts-setup.ts registers a step after ECharts' treemap layout that remembers each tile's room
// here, keyed by the tile's data item, and the label formatter (treemap-chart.tsx) reads it.

/** The inside of a tile (its border taken off), in pixels. */
export interface TileRoom {
  readonly width: number;
  readonly height: number;
}

/** The tiles' label metrics: the ECharts label option uses these, and the fit is measured with them. */
export const TILE_LABEL = { fontSize: 12, lineHeight: 15, padding: 5, fontFamily: 'sans-serif' } as const;
/** The group strip's label (a sector's name above its tiles). */
export const STRIP_LABEL = { fontSize: 12, fontWeight: 'bold', fontFamily: 'sans-serif' } as const;

const rooms = new WeakMap<object, TileRoom>();

/** Remembers the room of the tile drawn for `item` (the series' data item). */
export function rememberTileRoom(item: object, room: TileRoom): void {
  rooms.set(item, room);
}

/** The room of the tile drawn for `item`, once ECharts has laid it out. */
export function tileRoomOf(item: unknown): TileRoom | undefined {
  return typeof item === 'object' && item !== null ? rooms.get(item) : undefined;
}

/** The width of a text in pixels. */
export type MeasureText = (text: string) => number;

/**
 * A tile's label: its lines in order of importance (the symbol, then the change), as many as fit
 * whole in the tile; a line that does not fit is left out with every line after it, so a tile shows
 * symbol and change, only the symbol, or nothing (the tooltip still tells everything). Without a
 * known room (before a layout) every line is given.
 */
export function fitTileLabel(
  lines: readonly string[],
  room: TileRoom | undefined,
  measure: MeasureText,
): string {
  if (!room) return lines.join('\n');
  // ECharts keeps a line whole when it is at most the inner width less one pixel.
  const width = room.width - 2 * TILE_LABEL.padding - 1;
  const rows = Math.floor((room.height - 2 * TILE_LABEL.padding) / TILE_LABEL.lineHeight);
  const shown: string[] = [];
  for (const line of lines) {
    if (shown.length >= rows || measure(line) > width) break;
    shown.push(line);
  }
  return shown.join('\n');
}

/** ECharts' ellipsis when it shortens a line. */
const ELLIPSIS = '...';
/** The fewest letters of a group's name worth showing before the ellipsis. */
const STRIP_MIN_LETTERS = 4;

/**
 * A group strip's label: the group's name when it fits, else the name for ECharts to shorten
 * ("Financial Se...") when at least a few letters fit, else nothing.
 */
export function fitStripLabel(name: string, room: TileRoom | undefined, measure: MeasureText): string {
  if (!room) return name;
  const width = room.width - 1;
  if (measure(name) <= width) return name;
  return measure(name.slice(0, STRIP_MIN_LETTERS) + ELLIPSIS) <= width ? name : '';
}

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Measures text as the chart's canvas draws it (`font` as in CSS); where there is no canvas (tests),
 * a wide estimate (0.7 em a character) that errs towards leaving a line out.
 */
export function canvasMeasure(font: {
  fontSize: number;
  fontFamily: string;
  fontWeight?: string;
}): MeasureText {
  return (text) => {
    context ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!context) return text.length * font.fontSize * 0.7;
    context.font = `${font.fontWeight ?? 'normal'} ${font.fontSize}px ${font.fontFamily}`;
    return context.measureText(text).width;
  };
}
