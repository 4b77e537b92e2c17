import { sanitize } from '@/lib/html/sanitize';
import './content.css';

/** The provider API's rich text (HTML), sanitized again on the way in: editors' links, lists and tables keep their styles. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={`rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
