import { sanitize } from '@/lib/html/sanitize';

/**
 * The provider API's rich text (HTML), sanitized again on the way in: editors' links, lists and tables keep their styles.
 * `lang`: the text's own language when it is not the page's (`langOf(item, 'content')` of lib/api/untranslated.ts).
 */
export function RichText({ html, className, lang }: { html: string | null | undefined; className?: string; lang?: string }) {
  if (!html) return null;
  return <div className={`rich-text${className ? ` ${className}` : ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
