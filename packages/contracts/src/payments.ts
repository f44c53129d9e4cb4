// Contracts for the payments domain (api.md). Filled by the payments feature.
export {};
