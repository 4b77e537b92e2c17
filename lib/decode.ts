/** `decodeURIComponent` that never throws: a value that is not valid percent-encoding is kept as it is. */
export function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value of cookie `name` in a `Cookie` header (percent-decoding kept lenient), or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeOrKeep(rest.join('='));
  }
  return undefined;
}
