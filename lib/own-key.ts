/**
 * Whether `key` is one of the table's own keys — never one inherited from Object.prototype,
 * so a visitor's `__proto__`, `constructor` or `toString` is an unknown key, not a lookup that
 * returns a prototype (a 500 on /api/v1/calculator/__proto__, found by the hostile-input test).
 */
export function isOwnKey<T extends object>(table: T, key: string | null | undefined): key is Extract<keyof T, string> {
  return typeof key === 'string' && Object.hasOwn(table, key);
}
