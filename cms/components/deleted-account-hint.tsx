'use client';

import { FieldDescription, useFormFields, useTranslation } from '@payloadcms/ui';
import type { RelationshipFieldDescriptionClientComponent } from 'payload';

const HINTS = {
  deleted: { ru: 'Учётная запись отправителя удалена', en: "The sender's account was deleted" },
  guestOrDeleted: { ru: 'Отправлено без входа в личный кабинет, или учётная запись удалена', en: 'Sent without signing in, or the account was deleted' },
} as const;

/** The hint `kind` under an empty account field; nothing under a filled one. */
function EmptyAccountHint({ path, kind }: { path?: string; kind: keyof typeof HINTS }) {
  const { i18n } = useTranslation();
  const value = useFormFields(([fields]) => (path ? fields[path]?.value : undefined));
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (!empty) return null;
  return <FieldDescription description={HINTS[kind][i18n.language === 'en' ? 'en' : 'ru']} path={path ?? ''} />;
}

/**
 * Why a submission's account field is empty, shown only when it is: the portal clears it when the investor deletes
 * their account (and a guest's submission never had one). A hint under every field, filled or not, read as if the
 * account were gone.
 */
export const DeletedAccountHint: RelationshipFieldDescriptionClientComponent = ({ path }) => <EmptyAccountHint path={path} kind="deleted" />;

export const GuestOrDeletedAccountHint: RelationshipFieldDescriptionClientComponent = ({ path }) => <EmptyAccountHint path={path} kind="guestOrDeleted" />;
