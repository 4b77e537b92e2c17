import type { Field, GlobalConfig } from 'payload';
import type { ContentTag } from '../../lib/cache/tags';
import type { PreviewPage } from '../../lib/preview';
import { isAdmin, isEditor, isStaff, publishedOrStaff } from '../access/roles';
import { GROUPS } from '../collections/content-collection';
import { livePreviewForPage } from '../collections/preview';
import { image, l, richText, text, textarea, title, type Label } from '../fields/common';
import { editedByFields, VERSION_HISTORY_VIEW } from '../fields/edited-by';
import { SCHEDULE_PUBLISH_BUTTON, SCHEDULED_PUBLISHING } from '../jobs/schedule-publish';
import { revalidateGlobal } from '../hooks/revalidate';

/**
 * A single localized page of §7 (about-region, arctic…): title, lead, text, picture plus its own blocks; its slug is its
 * cache tag. An edit is saved as a draft and reaches the portal when published: visitors, the API and the site search
 * read the published version only, staff read drafts too and see the portal's page of the latest version beside the
 * form (cms/collections/preview.ts). Each version names who saved it and in which content language, listed by the
 * version history (cms/components/version-history.tsx) in place of Payload's versions tab. A draft can be published (or
 * unpublished) at a chosen time by the jobs queue, as a collection's can: «Запланировать» beside Publish
 * (cms/jobs/schedule-publish.ts).
 */
function pageGlobal(slug: ContentTag & PreviewPage, label: Label, fields: Field[] = [], dbName?: string): GlobalConfig {
  return {
    slug,
    ...(dbName ? { dbName } : {}),
    label,
    admin: {
      group: GROUPS.pages,
      livePreview: livePreviewForPage(slug),
      components: { elements: { PublishButton: SCHEDULE_PUBLISH_BUTTON }, views: { edit: { versions: VERSION_HISTORY_VIEW } } },
    },
    access: { read: publishedOrStaff, readVersions: isStaff, update: isEditor },
    versions: { drafts: { schedulePublish: { ...SCHEDULED_PUBLISHING } }, max: 25 },
    custom: { tag: slug },
    hooks: revalidateGlobal(slug),
    fields: [
      title(),
      textarea('lead', l('Вводный абзац', 'Lead')),
      richText('content', l('Текст', 'Text'), { detailOnly: false }),
      image(),
      ...fields,
      ...editedByFields(),
    ],
  };
}

const facts = (name = 'facts', label = l('Цифры', 'Figures')): Field => ({
  name,
  type: 'array',
  label,
  fields: [
    { type: 'row', fields: [{ name: 'value', type: 'text', required: true, label: l('Значение', 'Value') }, text('unit', l('Единица', 'Unit'))] },
    text('label', l('Подпись', 'Label')),
  ],
});

const blocks = (name: string, label: Label): Field => ({
  name,
  type: 'array',
  label,
  fields: [text('title', l('Заголовок', 'Title')), textarea('text', l('Текст', 'Text'))],
});

export const AboutRegion = pageGlobal('about-region', l('О регионе', 'About the region'), [
  facts(),
  blocks('sections', l('Разделы', 'Sections')),
]);

export const Arctic = pageGlobal('arctic', l('Арктическая зона', 'Arctic zone'), [
  blocks('benefits', l('Преференции', 'Benefits')),
  blocks('requirements', l('Требования к резидентам', 'Requirements for residents')),
]);

export const ProjectImplementationAlgorithm = pageGlobal(
  'project-implementation-algorithm',
  l('Алгоритм реализации проекта', 'Project implementation algorithm'),
  [
    {
      name: 'steps',
      type: 'array',
      label: l('Шаги', 'Steps'),
      fields: [text('title', l('Заголовок', 'Title')), textarea('text', l('Текст', 'Text')), text('duration', l('Срок', 'Duration')), text('responsible', l('Ответственный', 'Responsible'))],
    },
  ],
);

export const DevelopmentCorporation = pageGlobal(
  'korporaciya-razvitiya-eniseyskoy-sibiri',
  l('Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation'),
  [
    blocks('services', l('Услуги', 'Services')),
    {
      name: 'contacts',
      type: 'group',
      label: l('Контакты', 'Contacts'),
      fields: [
        text('address', l('Адрес', 'Address')),
        { name: 'phone', type: 'text', label: l('Телефон', 'Phone') },
        { name: 'email', type: 'email', label: l('E-mail', 'E-mail') },
        { name: 'website', type: 'text', label: l('Сайт', 'Website') },
      ],
    },
  ],
  // The tables' own name: the slug's would make an identifier of the versions table longer than PostgreSQL allows.
  'corporation_page',
);

export const TechnoValley = pageGlobal('techno-valley', l('Красноярская технологическая долина', 'Krasnoyarsk Technology Valley'), [
  facts(),
  blocks('privileges', l('Преференции резидентам', 'Privileges for residents')),
]);

/** When the demo content was loaded; hidden from editors. Keeps the seed from running twice. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    { name: 'version', type: 'number' },
    { name: 'seededAt', type: 'date' },
  ],
};

export const pageGlobals = [AboutRegion, Arctic, ProjectImplementationAlgorithm, DevelopmentCorporation, TechnoValley];
