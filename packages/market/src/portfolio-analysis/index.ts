// Portfolio analysis (issue 18): the risk X-ray of a list of holdings against a model allocation.
export * from './risk-xray';
