// Contracts for the uploads domain (api.md). Filled by the uploads feature.
export {};
