'use client';

import { getTranslation } from '@payloadcms/translations';
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useCallback, useEffect, useState } from 'react';
import { KRASNOYARSK_TIME_ZONE } from '../../lib/submissions/deadlines';

/** A request's or an appeal's own records in another collection (its notes, its audit events). */
export type ItemKey = { field: 'request' | 'appeal'; id: number | string };

/** Which item the edit view shows, as the `request` / `appeal` field of its records; null before it is saved. */
export function useItemKey(): ItemKey | null {
  const { id, collectionSlug } = useDocumentInfo();
  if (id === undefined || id === null) return null;
  if (collectionSlug === 'requests') return { field: 'request', id };
  if (collectionSlug === 'appeals') return { field: 'appeal', id };
  return null;
}

/**
 * The item's records of `collection`, read through the back office's REST API with the staff member's session (the
 * collection's access rules apply), with the staff author populated; `reload` reads them again.
 */
export function useItemRecords<T>(collection: 'staff-notes' | 'audit-events', item: ItemKey | null, sort: string): { docs: T[] | null; reload: () => void } {
  const [docs, setDocs] = useState<T[] | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const field = item?.field;
  const id = item?.id;
  useEffect(() => {
    if (!field || id === undefined) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ [`where[${field}][equals]`]: String(id), sort, limit: '200', depth: '1' });
    fetch(`/api/cms/${collection}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((data: { docs?: T[] }) => setDocs(data.docs ?? []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [collection, field, id, sort, round]);
  return { docs, reload };
}

type Person = { id: number; name?: string | null; email?: string | null } | number | null | undefined;

/**
 * A staff member's name (or e-mail) as the populated relationship gives it; a colleague whose record the reader may
 * not open (reviewers read only their own) comes as a bare id: `fallback` with it. Null when there is nobody.
 */
export const staffName = (person: Person, fallback: string): string | null => {
  if (person === null || person === undefined) return null;
  if (typeof person === 'number') return `${fallback} #${person}`;
  return person.name || person.email || `${fallback} #${person.id}`;
};

const dateTime = new Intl.DateTimeFormat('ru-RU', { timeZone: KRASNOYARSK_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment in Krasnoyarsk time, as the back office shows dates. */
export const krasnoyarskDateTime = (iso: string) => dateTime.format(new Date(iso));

type OptionField = { name?: string; type: string; options?: ({ value: string; label?: unknown } | string)[] };

/**
 * The label of a select's option as the collection's own configuration gives it (the admin's client config), in the
 * back office's language; the value itself for an option it does not know.
 */
export function useOptionLabels(collectionSlug: string, fieldName: string): (value: string) => string {
  const { getEntityConfig } = useConfig();
  const { i18n } = useTranslation();
  const fields = (getEntityConfig({ collectionSlug })?.fields ?? []) as OptionField[];
  const options = fields.find((field) => field.name === fieldName)?.options ?? [];
  return (value) => {
    const option = options.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === value);
    if (!option || typeof option === 'string' || !option.label) return value;
    const label: unknown = getTranslation(option.label as Parameters<typeof getTranslation>[0], i18n);
    return typeof label === 'string' ? label : value;
  };
}
