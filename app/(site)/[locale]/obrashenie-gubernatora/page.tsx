import { LearnMore } from '@/components/content/blocks/learn-more';
import { readSetting } from '@/components/content/page-setting';
import { Picture } from '@/components/content/picture';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { langOf } from '@/lib/api/untranslated';
import './governor-portrait.css';

export const generateMetadata = routeMetadata('governorAddress');

/**
 * The Governor's address to investors (setting 31: its subtitle as the lead, the address as its text) and the
 * setting's picture: the Governor's portrait, or the placeholder that stands for it, whose alt text says what it is —
 * shown as the caption, so every visitor reads it (the picture itself then needs no alt of its own).
 */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  const portrait = (await readSetting(31, locale))?.image;
  return (
    <RoutePage routeKey="governorAddress" locale={locale} setting={31}>
      {portrait ? (
        <figure className="governor-portrait" data-testid="governor-portrait">
          <Picture image={{ ...portrait, alt: '' }} size="card" />
          {portrait.alt ? <figcaption {...langOf(portrait, 'alt')}>{portrait.alt}</figcaption> : null}
        </figure>
      ) : null}
      <LearnMore routes={['directLine', 'investorAlgorithm', 'aboutRegion']} />
    </RoutePage>
  );
}
