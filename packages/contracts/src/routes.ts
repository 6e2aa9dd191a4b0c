// The web route table and its matcher without zod: the web app imports this on every page.
export * from './built-routes';
export * from './route-match';
export * from './subscriptions/policy-routes';
export * from './web-routes';
