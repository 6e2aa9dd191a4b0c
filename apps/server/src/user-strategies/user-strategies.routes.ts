/**
 * The user's own strategies (spec 7 `Addstrategies/*`, pages `/stratergy…`), for the signed-in
 * user only: every read and change is scoped by the session's user id, so another user's strategy
 * is "No such strategy". The form is checked with the same rules as the web form
 * (`userStrategyErrors`), and each rule is compiled for its timeframe, a mistake answered with its
 * position.
 */
import {
  duplicateNameMessage,
  hasErrors,
  sectorSlug,
  USER_STRATEGIES_MAX,
  USER_STRATEGY_LIMIT_MESSAGE,
  type UserStrategyRefusal,
  userStrategyEndpoints,
  userStrategyErrors,
} from '@nivesh/contracts';
import {
  type CompiledScreen,
  compileUserRule,
  ScreenSyntaxError,
  type StrategyTimeframe,
  screenCostRefusal,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import type { UserStrategyRow } from '../db/schema';
import { refuse } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { resolveSector } from '../market/day/list-scope';
import { marketSource } from '../market/market-answers';
import type { StrategyRules } from './strategy-stocks';
import {
  formTimeframe,
  rowTimeframe,
  strategyDefinition,
  strategyDto,
  strategyToSave,
} from './user-strategy-mapping';

const NO_SUCH_STRATEGY = 'No such strategy';

/** A refusal of the form: the first message, every field's message, and the first field in error. */
function formRefusal(errors: Partial<Record<string, string>>): UserStrategyRefusal {
  const [field, message] = Object.entries(errors)[0] ?? ['', 'Check the form'];
  const all = Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return { status: 0, message: message ?? 'Check the form', errors: all, field };
}

/** The rule compiled for its timeframe, or the language's mistake (with its position). */
function compiledOrMistake(source: string, timeframe: StrategyTimeframe): CompiledScreen | ScreenSyntaxError {
  try {
    return compileUserRule(source, timeframe);
  } catch (error) {
    if (error instanceof ScreenSyntaxError) return error;
    throw error;
  }
}

/** The refusal of a rule's mistake, pointing at it. */
function ruleRefusal(field: 'entry' | 'exit', mistake: ScreenSyntaxError): UserStrategyRefusal {
  const label = field === 'entry' ? 'Entry Condition' : 'Exit Condition';
  const { message, position, line, column } = mistake;
  return {
    status: 0,
    message: `${label}: ${message}`,
    errors: { [field]: message },
    field,
    position,
    line,
    column,
  };
}

/**
 * Both rules compiled for the timeframe, or the refusal of the first mistake (the entry's first),
 * or of rules too costly to run together over the `stocks` stocks of the strategy's scope.
 */
function compiledRules(
  entrySource: string,
  exitSource: string,
  timeframe: StrategyTimeframe,
  stocks: number,
): StrategyRules | UserStrategyRefusal {
  const entry = compiledOrMistake(entrySource, timeframe);
  if (entry instanceof ScreenSyntaxError) return ruleRefusal('entry', entry);
  const exit = compiledOrMistake(exitSource, timeframe);
  if (exit instanceof ScreenSyntaxError) return ruleRefusal('exit', exit);
  const tooCostly = screenCostRefusal([entry, exit], stocks);
  if (tooCostly !== null)
    return { ...formRefusal({ entry: tooCostly }), message: `Entry and Exit Conditions: ${tooCostly}` };
  return { entry, exit };
}

/** Addstrategies/*: add or edit (addStg), list, details, today's stocks, performance, delete, rule check. */
export const userStrategyRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services: { market, userStrategies }, clock, gates },
) => {
  const route = endpointRouter(app, gates);
  const { repository, scanner, performance } = userStrategies;
  const sectorOf = (row: UserStrategyRow): string | null =>
    row.sector === null ? null : (resolveSector(market.feed.state, row.sector) ?? null);
  const dto = (row: UserStrategyRow) => strategyDto(row, sectorOf(row));

  route(userStrategyEndpoints.strategyList, async (request) => {
    const rows = await repository.list(sessionOf(request).user.id);
    return {
      status: 1 as const,
      message: `${rows.length} of ${USER_STRATEGIES_MAX} strategies`,
      strategies: rows.map(dto),
      limit: USER_STRATEGIES_MAX,
    };
  });

  route(userStrategyEndpoints.strategyDetails, async (request) => {
    const row = await repository.get(sessionOf(request).user.id, request.query.strategies_id);
    return row ? { status: 1 as const, message: row.name, strategy: dto(row) } : refuse(NO_SUCH_STRATEGY);
  });

  route(userStrategyEndpoints.checkRule, async ({ query }) => {
    if (query.rule.trim() === '') return refuse('Write a condition, e.g. close > sma(close, 50)');
    const compiled = compiledOrMistake(query.rule, formTimeframe(query.timeframe));
    if (compiled instanceof ScreenSyntaxError) {
      const { message, position, line, column } = compiled;
      return { status: 0 as const, message, position, line, column };
    }
    return {
      status: 1 as const,
      message: 'The rule is valid',
      columns: compiled.columns.map((c) => c.key),
    };
  });

  route(userStrategyEndpoints.addStrategy, async (request) => {
    const { user } = sessionOf(request);
    const form = request.body;
    const errors = userStrategyErrors(form);
    if (hasErrors(errors)) return formRefusal(errors);
    let sector: string | null = null;
    let sectorName: string | null = null;
    const sectorId = form.sector_id.trim();
    if (sectorId !== '' && sectorId.toLowerCase() !== 'all') {
      const found = resolveSector(market.feed.state, sectorId);
      if (found === undefined)
        return {
          ...formRefusal({ sector_id: 'Choose a sector from the list' }),
          message: `No sector ${sectorId}`,
        };
      sector = sectorSlug(found);
      sectorName = found;
    }
    const rules = compiledRules(
      form.entry,
      form.exit,
      formTimeframe(form.timeframe),
      scanner.stocksIn(sectorName),
    );
    if ('status' in rules) return rules;
    const toSave = strategyToSave(form, sector);
    const id = form.strategies_id;
    const saved = await repository.withUserLock(user.id, async (tx) => {
      if (id !== undefined && !(await tx.get(user.id, id))) return refuse(NO_SUCH_STRATEGY);
      if (await tx.nameTaken(user.id, toSave.name, id))
        return formRefusal({ name: duplicateNameMessage(toSave.name) });
      if (id === undefined && (await tx.count(user.id)) >= USER_STRATEGIES_MAX)
        return refuse(USER_STRATEGY_LIMIT_MESSAGE);
      const now = clock.now();
      return id === undefined ? tx.insert(user.id, toSave, now) : tx.update(user.id, id, toSave, now);
    });
    if (!saved) return refuse(NO_SUCH_STRATEGY);
    if ('status' in saved) return saved;
    return { status: 1 as const, message: `Saved “${saved.name}”`, strategy: dto(saved) };
  });

  route(userStrategyEndpoints.deleteStrategy, async (request) => {
    const deleted = await repository.delete(sessionOf(request).user.id, request.query.strategies_id);
    return deleted ? { status: 1 as const, message: 'Strategy deleted' } : refuse(NO_SUCH_STRATEGY);
  });

  route(userStrategyEndpoints.strategyStocks, async (request) => {
    const row = await repository.get(sessionOf(request).user.id, request.query.strategies_id);
    if (!row) return refuse(NO_SUCH_STRATEGY);
    const sector = sectorOf(row);
    const rules = compiledRules(row.entry, row.exit, rowTimeframe(row), scanner.stocksIn(sector));
    if ('status' in rules) return rules;
    const stocks = await scanner.stocksOf(row, sector, rules);
    return {
      status: 1 as const,
      message: `${stocks.rows.length} of ${stocks.scanned} stocks meet the entry condition`,
      strategy: dto(row),
      source: marketSource(market),
      ...stocks,
    };
  });

  route(userStrategyEndpoints.strategyPerformance, async (request) => {
    const row = await repository.get(sessionOf(request).user.id, request.query.strategies_id);
    if (!row) return refuse(NO_SUCH_STRATEGY);
    const sector = sectorOf(row);
    const rules = compiledRules(row.entry, row.exit, rowTimeframe(row), scanner.stocksIn(sector));
    if ('status' in rules) return rules;
    const measured = await performance.measure(strategyDefinition(row), row.version, sector);
    return {
      status: 1 as const,
      message: measured.performance
        ? `${measured.performance.trades} trades from ${measured.performance.from} to ${measured.performance.to}`
        : (measured.unavailableReason ?? 'Not measured'),
      strategy: dto(row),
      source: marketSource(market),
      ...measured,
      elapsedMs: measured.cached ? 0 : measured.elapsedMs,
    };
  });
};
