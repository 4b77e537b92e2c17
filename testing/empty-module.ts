// Stands in for `server-only` (and any other marker-only import) in unit tests.
export {};
