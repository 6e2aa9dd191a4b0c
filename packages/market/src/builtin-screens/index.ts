export {
  BUILTIN_SCREENS,
  builtinScreensOf,
  findBuiltinScreen,
  findBuiltinScreenAnywhere,
} from './builtin-screen-catalogue';
export {
  BUILTIN_SCREEN_CATEGORIES,
  type BuiltinScreen,
  type BuiltinScreenCategory,
  type BuiltinScreenColumn,
} from './builtin-screen-types';
export { type CompiledBuiltinScreen, compileBuiltinScreen } from './compiled-builtin-screen';
export { type BuiltinScreenResult, runBuiltinScreen } from './run-builtin-screen';
export { type ScreenInputs, screenInputs } from './screen-inputs';
export { countOnOrBefore, UniverseAsOf } from './universe-as-of';
