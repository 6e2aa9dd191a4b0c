export type { ArithmeticOperator, ComparisonOperator, LogicalOperator, ScreenAst } from './ast';
export {
  EQUITY_SCREEN_CATALOGUE,
  findField,
  findFunction,
  SCREEN_FIELDS,
  SCREEN_FUNCTIONS,
  type ScreenArgument,
  type ScreenArgumentType,
  type ScreenCatalogue,
  type ScreenField,
  type ScreenFieldKind,
  type ScreenFunction,
  type ScreenFunctionKind,
  type ScreenTimeframe,
  signatureOf,
} from './catalogue';
export { type CompiledScreen, compileScreen, type ScreenExpectation } from './compile-screen';
export {
  type EvaluateSeriesOptions,
  evaluateSeries,
  type SymbolBars,
  type SymbolFields,
} from './evaluate-series';
export {
  CHAIN_SCREEN_FUNCTIONS,
  CONTRACT_NUMBER_FIELDS,
  CONTRACT_ONLY_SCREEN_FIELDS,
  type ContractNumberField,
  type OptionScreenScope,
  type OptionTextField,
  optionScreenCatalogue,
  UNDERLYING_NUMBER_FIELDS,
  UNDERLYING_SCREEN_FIELDS,
  type UnderlyingNumberField,
} from './option-catalogue';
export {
  atmIvAtSpot,
  contractScreenRows,
  nearestStrikeIndex,
  type OptionScreenRow,
  type OptionScreenSort,
  OptionScreenUniverse,
  optionRowNumber,
  sortOptionMatches,
  type UnderlyingRowInput,
  underlyingScreenRow,
} from './option-screen-rows';
export { parseScreen } from './parser';
export {
  RowsUniverse,
  type RunScreenOptions,
  type RunScreenStepsOptions,
  runScreen,
  runScreenSteps,
  type ScreenResult,
  type ScreenResultColumn,
} from './run-screen';
export { SCREEN_CACHE_DEFAULT_BYTES, ScreenCache, type ScreenCacheOptions } from './screen-cache';
export {
  SCREEN_COST_LIMITS,
  type ScreenCost,
  type ScreenCostLimits,
  screenCost,
  screenCostRefusal,
} from './screen-cost';
export type { ScreenNode, ScreenValueType } from './screen-node';
export { ScreenSyntaxError } from './screen-syntax-error';
export type { ScreenBars, ScreenUniverse, SuppliedTimeframe } from './screen-universe';
export { aggregateWeekly, type WeeklyBars } from './weekly-bars';
