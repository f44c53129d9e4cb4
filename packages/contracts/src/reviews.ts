// Contracts for the reviews domain (api.md). Filled by the reviews feature.
export {};
