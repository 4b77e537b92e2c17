import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { readSetting } from '@/components/content/page-setting';
import { ROUTES } from '@/lib/routes';
import { ZONES } from '../zones';

/** The preferential-zones list: a card per zone with its editable title, subtitle and picture (GET /setting/{n}). */
export async function ZoneCards({ locale }: { locale: string }) {
  const t = await getTranslations('routes');
  const settings = await Promise.all(ZONES.map((zone) => readSetting(zone.setting, locale)));
  return (
    <CardList empty="" count={ZONES.length} testId="zone-cards">
      {ZONES.map((zone, index) => {
        const setting = settings[index];
        return (
          <Card
            key={zone.route}
            href={ROUTES[zone.route].path}
            title={setting?.title ?? t(zone.route)}
            text={setting?.subtitle}
            image={setting?.image}
            testId={`zone-${zone.route}`}
          />
        );
      })}
    </CardList>
  );
}
