/** Where in a custom rule the screening language found a mistake (0-based position, 1-based line/column). */
export interface RulePosition {
  readonly position: number;
  readonly line: number;
  readonly column: number;
}

/**
 * A back-test request that cannot run, with the request field it is about (`from`, `scope`,
 * `entry`…) and, for a custom rule that does not compile, where the mistake is.
 */
export class BacktestRequestError extends Error {
  override readonly name = 'BacktestRequestError';

  constructor(
    readonly field: string,
    message: string,
    readonly at: RulePosition | null = null,
  ) {
    super(message);
  }
}
