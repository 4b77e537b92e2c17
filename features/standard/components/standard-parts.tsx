import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { readPageGlobal } from '@/components/content/page-global';
import { readSetting } from '@/components/content/page-setting';
import { ROUTES, type RouteKey } from '@/lib/routes';

type Part = { route: RouteKey; text: string | null | undefined };

/**
 * The parts of the investment standard as cards: the declaration, the code of rules and the committee (their
 * settings' subtitles), the development corporation and the realisation algorithm (their pages' leads) and the map.
 */
export async function StandardParts({ locale }: { locale: string }) {
  const t = await getTranslations('standard');
  const tr = await getTranslations('routes');
  const [declaration, rules, committee, corporation, algorithm] = await Promise.all([
    readSetting(19, locale),
    readSetting(21, locale),
    readSetting(20, locale),
    readPageGlobal('/korporaciya-razvitiya-eniseyskoy-sibiri', locale),
    readPageGlobal('/project-implementation-algorithm', locale),
  ]);
  const parts: Part[] = [
    { route: 'standardDeclaration', text: declaration?.subtitle },
    { route: 'standardRules', text: rules?.subtitle },
    { route: 'standardCommittee', text: committee?.subtitle },
    { route: 'standardCorporation', text: corporation.lead },
    { route: 'investMap', text: t('mapText') },
    { route: 'standardAlgorithm', text: algorithm.lead },
  ];
  return (
    <CardList empty="" count={parts.length} testId="standard-parts">
      {parts.map((part) => (
        <Card key={part.route} href={ROUTES[part.route].path} title={tr(part.route)} text={part.text} />
      ))}
    </CardList>
  );
}
