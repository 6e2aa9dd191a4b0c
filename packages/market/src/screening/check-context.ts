import type { ScreenAst } from './ast';
import type { ScreenCatalogue, ScreenTimeframe } from './catalogue';
import type { ScreenNode } from './screen-node';
import type { ScreenSyntaxError } from './screen-syntax-error';

/** What the type checker carries down the tree: the names in scope, the timeframe in force and how to recurse or fail. */
export interface CheckContext {
  readonly catalogue: ScreenCatalogue;
  readonly timeframe: ScreenTimeframe;
  readonly check: (ast: ScreenAst, ctx: CheckContext) => ScreenNode;
  readonly error: (message: string, position: number) => ScreenSyntaxError;
}
