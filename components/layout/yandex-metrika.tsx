import { metrikaId } from '@/components/layout/metrika-id';
import { MetrikaPageViews } from '@/components/layout/metrika-page-views';

/**
 * Yandex Metrica's standard loader, only when NEXT_PUBLIC_METRIKA_ID is set; otherwise nothing loads from another origin.
 * The loader is an inline script of the server-rendered page, run once by the browser as it parses the document (it
 * only inserts an async script tag): next/script would make every page download its client component for it.
 */
export function YandexMetrika() {
  const id = metrikaId();
  if (!id) return null;
  const loader = `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});`;
  return (
    <>
      <script id="yandex-metrika" dangerouslySetInnerHTML={{ __html: loader }} />
      <MetrikaPageViews id={id} />
    </>
  );
}
