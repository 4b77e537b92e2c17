import { getLocale } from 'next-intl/server';
import { fileLang } from '@/components/content/file-meta';
import { serverGetOrNull } from '@/lib/api/server';
import { describeFile } from '../document-file';
import type { SettingFile } from '../types';
import { projectText } from './labels';
import './ppp-documents.css';

/** GET /setting-file/gchp: the PPP documents, each a download with its subtitle, format and size (opens in a new tab). */
export async function PppDocuments() {
  const locale = await getLocale();
  const [{ t }, set] = await Promise.all([
    projectText(),
    serverGetOrNull<SettingFile>('/setting-file/gchp', { locale, tags: ['setting-file', 'setting-file:gchp'] }),
  ]);
  const documents = (set?.items ?? []).filter((item) => item.file?.url);
  return (
    <section className="ppp-documents" aria-labelledby="ppp-documents-title" data-testid="ppp-documents">
      <h2 id="ppp-documents-title">{set?.title || t('ppp.documents')}</h2>
      {documents.length ? (
        <ul className="ppp-documents__list">
          {documents.map((item) => (
            <li key={item.file!.id} className="ppp-documents__item">
              <a href={item.file!.url!} hrefLang={fileLang(item.file, locale)} target="_blank" rel="noopener noreferrer" className="ppp-documents__link">
                {item.title}
                <span className="visually-hidden"> ({t('ppp.newTab')})</span>
              </a>
              {item.subtitle ? <span className="ppp-documents__subtitle">{item.subtitle}</span> : null}
              <span className="ppp-documents__meta">{describeFile(item.file!, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('ppp.noDocuments')}</p>
      )}
    </section>
  );
}
