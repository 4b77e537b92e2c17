/** `decodeURIComponent` that never throws: a value that is not valid percent-encoding is kept as it is. */
export function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
