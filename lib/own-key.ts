/**
 * Whether `key` is one of the table's own keys — never one inherited from Object.prototype,
 * so a visitor's `__proto__`, `constructor` or `toString` is an unknown key, not a lookup that
 * returns a prototype (a 500 on /api/v1/calculator/__proto__, found by the hostile-input test).
 */
export function isOwnKey<T extends object>(table: T, key: string | null | undefined): key is Extract<keyof T, string> {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/**
 * An empty table for keys a client chooses (form fields, error keys): it has no prototype, so `__proto__`,
 * `constructor` or `hasOwnProperty` are keys like any other — reading one finds nothing until it is set,
 * and setting `__proto__` stores a value instead of replacing the table's prototype.
 */
export function keyTable<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
