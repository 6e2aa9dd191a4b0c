// Subscriptions, payments and premium access (issue 6): request and answer schemas.
export * from './subscriptions/calculator';
export * from './subscriptions/catalogue';
export * from './subscriptions/payments';
export * from './subscriptions/policies';
export * from './subscriptions/policy-routes';
export * from './subscriptions/premium';
