// Contracts for the messages domain (api.md). Filled by the messages feature.
export {};
