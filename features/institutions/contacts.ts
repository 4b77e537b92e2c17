/** A phone number as a `tel:` link: digits and a leading plus only (`+7 (391) 200-10-10` → `tel:+73912001010`). */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** An e-mail address as a `mailto:` link, or null when it is not one. */
export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** A website to link to: http(s) only (a bare domain gets https://), with its host as the visible text. */
export function website(url: string | null | undefined): { href: string; label: string } | null {
  const trimmed = url?.trim() ?? '';
  if (!trimmed) return null;
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
    return { href: parsed.href, label: `${parsed.host.replace(/^www\./, '')}${path}` };
  } catch {
    return null;
  }
}
