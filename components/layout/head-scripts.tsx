import { TG_POPUP_PREPAINT_SCRIPT } from '@/components/layout/telegram-popup-cookie';
import { VI_PREPAINT_SCRIPT } from '@/components/vi-mode/vi-settings';
import { ZOD_WITHOUT_EVAL_SCRIPT } from '@/lib/zod-without-eval';

/**
 * The inline scripts of the <head> of every portal page (the [locale] layout and the global 404), before any of the
 * app's scripts. The pre-paint scripts set attributes on <html> from cookies before anything is painted: the
 * visually-impaired mode's (docs/decisions/022) and whether the Telegram popup shows. React does not own them, so the
 * <html> that renders this needs suppressHydrationWarning. zod parses without probing for eval, which the CSP refuses
 * (lib/zod-without-eval.ts).
 */
export function HeadScripts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: VI_PREPAINT_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: TG_POPUP_PREPAINT_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL_SCRIPT }} />
    </>
  );
}
