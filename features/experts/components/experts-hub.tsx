import { getTranslations } from 'next-intl/server';
import { PersonalAreaButton } from '@/components/content/blocks/personal-area';
import { readSetting } from '@/components/content/page-setting';
import { Statistics } from '@/components/content/statistics';
import { Link } from '@/i18n/link';
import { ROUTES, type RouteKey } from '@/lib/routes';
import './experts.css';

type Section = { id: 'strategy' | 'regulations' | 'support' | 'directLine' | 'projects' | 'account'; setting: number | null; routes: RouteKey[] };

/** What the experts of the investment agency look for (§2), each with the page text it stands on (GET /setting/{n}) and its pages. */
const SECTIONS: Section[] = [
  { id: 'strategy', setting: 1, routes: ['aboutRegion', 'investorAlgorithm', 'investMap'] },
  { id: 'regulations', setting: 18, routes: ['standardDeclaration', 'standardRules', 'standardCommittee', 'arcticsDocuments'] },
  { id: 'support', setting: 11, routes: ['supportMeasures', 'calculator', 'preferentialZones'] },
  { id: 'directLine', setting: null, routes: ['directLine', 'faq'] },
  { id: 'projects', setting: 22, routes: ['projects', 'projectsCip', 'successStories'] },
  { id: 'account', setting: null, routes: [] },
];

/** The page for the agency's experts: strategy, regulations, support measures, direct line, projects and the personal account. */
export async function ExpertsHub({ locale }: { locale: string }) {
  const t = await getTranslations('experts');
  const tr = await getTranslations('routes');
  const settings = await Promise.all(SECTIONS.map((section) => (section.setting === null ? null : readSetting(section.setting, locale))));
  return (
    <div className="experts" data-testid="experts-hub">
      <p className="page-lead">{t('intro')}</p>
      <ol className="experts__sections">
        {SECTIONS.map((section, index) => (
          <li key={section.id} className="experts__section">
            <section aria-labelledby={`experts-${section.id}`}>
              <h2 id={`experts-${section.id}`}>{t(`${section.id}.title`)}</h2>
              <p>{settings[index]?.subtitle ?? t(`${section.id}.text`)}</p>
              {section.id === 'projects' ? <Statistics type="cip_eniseyskaya_sybir" locale={locale} label={t('projects.figures')} /> : null}
              {section.routes.length ? (
                <ul className="experts__links">
                  {section.routes.map((route) => (
                    <li key={route}>
                      <Link href={ROUTES[route].path}>{tr(route)}</Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <PersonalAreaButton />
              )}
            </section>
          </li>
        ))}
      </ol>
    </div>
  );
}
