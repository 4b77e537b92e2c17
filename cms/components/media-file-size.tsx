'use client';

import { useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps } from 'payload';
import { formatFileSize } from './media-texts';

/** The media list's «Размер файла» column: «1,2 МБ», «340 КБ» rather than Payload's bare count of bytes. */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation();
  return <span className="media-file-size">{formatFileSize(cellData, i18n.language)}</span>;
}
