/**
 * A screen that cannot be compiled: bad syntax, an unknown name, wrong arguments or mismatched
 * types. `position` is the 0-based offset in the source; `line` and `column` are 1-based.
 */
export class ScreenSyntaxError extends Error {
  /** 0-based character offset of the offending token in the screen text. */
  readonly position: number;
  /** 1-based line of `position`. */
  readonly line: number;
  /** 1-based column of `position`. */
  readonly column: number;

  constructor(message: string, source: string, position: number) {
    super(message);
    this.name = 'ScreenSyntaxError';
    this.position = position;
    const before = source.slice(0, position);
    const lines = before.split('\n');
    this.line = lines.length;
    this.column = (lines.at(-1) ?? '').length + 1;
  }
}

/** Levenshtein edit distance between two short names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest of `candidates` to `name` within an edit distance of 2 (1 for names of ≤ 3 letters). */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const limit = name.length <= 3 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` — did you mean "x"?` when a close candidate exists, else an empty string. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const suggestion = closestName(name, candidates);
  return suggestion === undefined ? '' : ` — did you mean "${suggestion}"?`;
}
