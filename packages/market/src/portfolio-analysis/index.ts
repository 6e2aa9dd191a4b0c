// Portfolio analysis (issue 18): the risk X-ray of a list of holdings against a model allocation,
// and the overlap of holdings with an index and with the user's other portfolios.
export * from './overlap';
export * from './risk-xray';
