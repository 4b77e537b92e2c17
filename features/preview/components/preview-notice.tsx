import { getTranslations } from 'next-intl/server';
import './preview-notice.css';

/** The band above a previewed page: what the editor sees is not published yet, and visitors cannot see it. */
export async function PreviewNotice() {
  const t = await getTranslations('preview');
  return (
    <aside className="preview-notice" aria-label={t('label')} data-testid="preview-notice">
      <p className="preview-notice__text">{t('notice')}</p>
    </aside>
  );
}
