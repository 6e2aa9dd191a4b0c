import type { RouteObject } from 'react-router';

/** A route's lazily imported module (it exports `Component`, and may export `loader`). */
export type LazyModule = NonNullable<RouteObject['lazy']>;
