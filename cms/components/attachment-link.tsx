'use client';

import { useDocumentInfo } from '@payloadcms/ui';

const href = (id: number | string) => `/api/v1/file/${encodeURIComponent(String(id))}`;

/** The attachment's download link in its edit view (GET /api/v1/file/{id} accepts the staff's admin session). */
export function AttachmentLink() {
  const { id } = useDocumentInfo();
  if (id === undefined || id === null) return null;
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <a className="btn btn--style-secondary btn--size-medium" href={href(id)} download>
        Скачать файл
      </a>
    </div>
  );
}

/** The same link in the list view's column. */
export function AttachmentLinkCell({ rowData }: { rowData?: { id?: number | string } }) {
  if (rowData?.id === undefined) return null;
  return <a href={href(rowData.id)} download>Скачать</a>;
}
