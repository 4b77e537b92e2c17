'use client';

import { useTranslation } from '@payloadcms/ui';
import { useId } from 'react';
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

const cell = { padding: '6px 10px', textAlign: 'start', verticalAlign: 'top', borderBottom: '1px solid var(--theme-elevation-150)' } as const;

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
        <div style={{ overflowX: 'auto' }} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption id={captionId} style={{ textAlign: 'start', paddingBottom: 4 }}>
              {texts.caption}
            </caption>
            <thead>
              <tr>
                {(['at', 'action', 'status', 'detail', 'by'] as const).map((column) => (
                  <th key={column} scope="col" style={cell}>
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
