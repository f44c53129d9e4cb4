// Contracts for the admin domain (api.md). Filled by the admin feature.
export {};
