'use client';

import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';

/** Appeals and Projects until the submissions feature fills them: a clear empty state with the way to start. */
export function EmptyTab({ text, linkText }: { text: string; linkText: string }) {
  return (
    <div className="cabinet__empty">
      <p>{text}</p>
      <p>
        <Link href={routePath('directLine')}>{linkText}</Link>
      </p>
    </div>
  );
}
