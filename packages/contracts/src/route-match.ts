import { WEB_ROUTES, type WebRoute } from './web-routes';

export interface WebRouteMatch {
  readonly route: WebRoute;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly route: WebRoute;
  readonly regex: RegExp;
  readonly names: readonly string[];
  /** Static segments outrank parameters, as in React Router's ranking. */
  readonly score: number;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(route: WebRoute): CompiledRoute {
  const names: string[] = [];
  let score = 0;
  const segments = route.path.split('/').filter((s) => s.length > 0);
  const body = segments
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        score += 1;
        return '/([^/]+)';
      }
      score += 10;
      return `/${escapeRegex(segment)}`;
    })
    .join('');
  // Exact, case-sensitive match; a trailing slash is optional (the spec spells some routes with one).
  return { route, regex: new RegExp(`^${body}/?$`), names, score };
}

const COMPILED: readonly CompiledRoute[] = WEB_ROUTES.map(compile).sort((a, b) => b.score - a.score);

/** Finds the web route a pathname shows, or null when it is a not-found path. */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const path = pathname === '' ? '/' : pathname;
  for (const compiled of COMPILED) {
    const found = compiled.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    compiled.names.forEach((name, i) => {
      params[name] = decodeURIComponentSafe(found[i + 1] ?? '');
    });
    return { route: compiled.route, params };
  }
  return null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Converts a spec pattern (`/stocks/{symbol}`) to a React Router pattern (`/stocks/:symbol`). */
export function toRouterPattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills a spec pattern with parameter values, URI-encoding each. */
export function fillRoute(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
