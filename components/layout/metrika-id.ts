/** The Yandex Metrica counter id from NEXT_PUBLIC_METRIKA_ID (inlined at build time), or null when unset or not a number. */
export function metrikaId(value = process.env.NEXT_PUBLIC_METRIKA_ID): string | null {
  const id = value?.trim();
  return id && /^\d+$/.test(id) ? id : null;
}
