import type { ScreenAst } from './ast';
import type { ScreenArgument, ScreenFunction } from './catalogue';
import type { CheckContext } from './check-context';
import type { ScreenNode } from './screen-node';
import { didYouMean } from './screen-syntax-error';

/** Checks a function call against the catalogue and builds its node. */
export function checkCall(call: Extract<ScreenAst, { kind: 'call' }>, ctx: CheckContext): ScreenNode {
  const { fields, functions, elsewhere } = ctx.catalogue;
  const fn = functions.find((f) => f.name === call.name);
  if (fn === undefined) {
    const hint = fields.some((f) => f.name === call.name)
      ? ` — "${call.name}" is a field, write it without parentheses`
      : (elsewhere?.(call.name) ??
        didYouMean(
          call.name,
          functions.map((f) => f.name),
        ));
    throw ctx.error(`Unknown function "${call.name}" at position ${call.position}${hint}`, call.position);
  }
  const shape = `${fn.name} expects (${fn.args.map((arg) => arg.name).join(', ')})`;
  const required = fn.args.filter((arg) => arg.default === undefined).length;
  if (call.args.length < required || call.args.length > fn.args.length) {
    const got = `${call.args.length} argument${call.args.length === 1 ? '' : 's'}`;
    throw ctx.error(`${shape} but got ${got} at position ${call.position}`, call.position);
  }
  if (fn.timeframes && !fn.timeframes.includes(ctx.timeframe)) {
    const where = fn.timeframes.map((tf) => `${tf}(${fn.name}())`).join(' or ');
    throw ctx.error(
      `${fn.name} is only available on ${fn.timeframes.join(', ')} bars: write ${where} at position ${call.position}`,
      call.position,
    );
  }
  if (fn.kind === 'timeframe') return checkTimeframe(fn, call, ctx);
  const args = fn.args.map((arg, i) => checkArgument(arg, call.args[i], shape, ctx));
  const series = args.filter((arg): arg is ScreenNode => typeof arg === 'object');
  const numbers = args.filter((arg): arg is number => typeof arg === 'number');
  const key = `${fn.name}(${args.map((arg) => (typeof arg === 'object' ? arg.key : typeof arg === 'string' ? JSON.stringify(arg) : String(arg))).join(', ')})`;
  const at = { key, position: call.position };
  switch (fn.kind) {
    case 'indicator':
      return { op: 'indicator', type: 'number', name: fn.name, series, numbers, ...at };
    case 'math':
      return { op: 'math', type: 'number', name: fn.name, args: series, ...at };
    case 'crossover': {
      const [left, right] = series as [ScreenNode, ScreenNode];
      return { op: 'cross', type: 'boolean', above: fn.name === 'crosses_above', left, right, ...at };
    }
    case 'chain':
      // A figure of the row's chain, read by the universe under its canonical text (`put_iv_at(-2)`).
      if (!numbers.every(Number.isInteger))
        throw ctx.error(
          `${shape}: "${fn.args[0]?.name ?? 'steps'}" counts strikes from the ATM strike and must be a whole number at position ${call.position}`,
          call.position,
        );
      return { op: 'fundamental', type: 'number', field: key, ...at };
    default:
      return { op: 'in-index', type: 'boolean', index: String(args[0]), ...at };
  }
}

function checkTimeframe(
  fn: ScreenFunction,
  call: Extract<ScreenAst, { kind: 'call' }>,
  ctx: CheckContext,
): ScreenNode {
  const timeframe = fn.name as CheckContext['timeframe'];
  if (ctx.timeframe !== 'daily' && timeframe !== ctx.timeframe) {
    throw ctx.error(
      `${fn.name}(...) cannot be used inside ${ctx.timeframe}(...) at position ${call.position}`,
      call.position,
    );
  }
  const inner = ctx.check(call.args[0] as ScreenAst, { ...ctx, timeframe });
  if (timeframe === ctx.timeframe) return inner;
  return {
    op: 'timeframe',
    type: inner.type,
    timeframe,
    inner,
    key: `${timeframe}(${inner.key})`,
    position: call.position,
  };
}

function checkArgument(
  arg: ScreenArgument,
  ast: ScreenAst | undefined,
  shape: string,
  ctx: CheckContext,
): ScreenNode | number | string {
  if (ast === undefined) return arg.default ?? Number.NaN;
  const fail = (what: string): never => {
    throw ctx.error(`${shape}: "${arg.name}" must be ${what} at position ${ast.position}`, ast.position);
  };
  switch (arg.type) {
    case 'series': {
      const node = ctx.check(ast, ctx);
      return node.type === 'number'
        ? node
        : fail(`a number, not ${node.type === 'string' ? 'text' : 'a condition'}`);
    }
    case 'period':
      return ast.kind === 'number' && Number.isInteger(ast.value) && ast.value >= 1
        ? ast.value
        : fail('a whole number ≥ 1');
    case 'number': {
      const value =
        ast.kind === 'number'
          ? ast.value
          : ast.kind === 'negate' && ast.operand.kind === 'number'
            ? -ast.operand.value
            : undefined;
      return value ?? fail('a number');
    }
    default:
      return ast.kind === 'string' ? ast.value : fail('text in double quotes');
  }
}
