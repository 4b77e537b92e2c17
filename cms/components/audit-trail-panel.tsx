'use client';

import { useTranslation } from '@payloadcms/ui';
import { useId } from 'react';
import { AdminTable, adminCell } from './admin-table';
import { krasnoyarskDateTime, staffName, useItemKey, useItemRecords, useOptionLabels } from './item-records';
import { workspaceTexts } from './workspace-texts';

type AuditEvent = {
  id: number;
  action: string;
  status?: string | null;
  detail?: string | null;
  by?: { id: number; name?: string | null; email?: string | null } | number | null;
  at: string;
};

const cell = adminCell(true);

/** The item's audit trail in its edit view, oldest first: who did what and when. Read-only (nobody writes audit events by hand). */
export function AuditTrailPanel() {
  const { i18n } = useTranslation();
  const texts = workspaceTexts(i18n.language).audit;
  const item = useItemKey();
  const { docs } = useItemRecords<AuditEvent>('audit-events', item, 'at');
  const actionLabel = useOptionLabels('audit-events', 'action');
  const statusLabel = useOptionLabels(item?.field === 'request' ? 'requests' : 'appeals', 'status');
  const captionId = useId();
  if (!item) return null;
  return (
    <section style={{ margin: '24px 0', display: 'grid', gap: 8 }} data-testid="audit-trail">
      <h3 style={{ margin: 0 }}>{texts.title}</h3>
      {docs && docs.length === 0 ? <p style={{ margin: 0 }}>{texts.empty}</p> : null}
      {docs && docs.length > 0 ? (
        <AdminTable
          captionId={captionId}
          caption={texts.caption}
          columns={(['at', 'action', 'status', 'detail', 'by'] as const).map((column) => texts.columns[column])}
          dense
        >
          {docs.map((event) => (
            <tr key={event.id}>
              <td style={cell}>
                <time dateTime={event.at}>{krasnoyarskDateTime(event.at)}</time>
              </td>
              <td style={cell}>{actionLabel(event.action)}</td>
              <td style={cell}>{event.status ? statusLabel(event.status) : ''}</td>
              <td style={{ ...cell, overflowWrap: 'anywhere' }}>{event.detail ?? ''}</td>
              <td style={cell}>{staffName(event.by, texts.staffMember) ?? texts.investorOrSystem}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
