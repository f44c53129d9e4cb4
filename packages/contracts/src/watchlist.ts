// Contracts for the watchlist domain (api.md). Filled by the watchlist feature.
export {};
