import { localeFormat } from '@/i18n/formats';
import type { DocumentItem } from '@/lib/api/media';
import { langOf } from '@/lib/api/untranslated';
import { fileLang, fileType } from './file-meta';
import './documents.css';

/** The texts of a file list, translated by the server component that renders it (document-files-texts.ts). */
export type DocumentFilesTexts = {
  empty: string;
  untitled: string;
  newTab: string;
};

/**
 * The files of a document set (the documents modal, a rule's document…): each with its optional subtitle, its name as
 * a link opened in a new tab, its type and size. No hooks and no translations of its own, so it renders the same on
 * the server and inside a dialog loaded in the browser.
 */
export function DocumentFiles({ items, texts, locale }: { items: DocumentItem[]; texts: DocumentFilesTexts; locale: string }) {
  const format = localeFormat(locale);
  const files = items.filter((item) => item.file?.url);
  if (!files.length) return <p>{texts.empty}</p>;
  return (
    <ul className="document-files" data-testid="document-files">
      {files.map((item, index) => {
        const file = item.file!;
        const name = item.title ?? file.title ?? file.filename ?? texts.untitled;
        const lang = item.title ? item.titleLang : file.title ? langOf(file, 'title').lang : undefined;
        const type = fileType(file.mimeType, file.filename);
        const meta = [type, format.fileSize(file.filesize)].filter(Boolean).join(', ');
        return (
          <li key={`${file.id}-${index}`} className="document-files__item">
            {item.subtitle ? <p className="document-files__subtitle">{item.subtitle}</p> : null}
            {/* The file's language: the page's when it is the language's own file, Russian when the link fell back to it. */}
            <a className="document-files__link" href={file.url!} hrefLang={fileLang(file, locale)} target="_blank" rel="noopener noreferrer">
              <span lang={lang}>{name}</span>
              <span className="visually-hidden"> {texts.newTab}</span>
            </a>
            {meta ? <span className="document-files__meta">{meta}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
