import type { CollectionConfig, Field } from 'payload';
import type { ContentTag } from '../../lib/cache/tags';
import { anyone, isAdmin, isEditor, isStaff, publishedOrStaff } from '../access/roles';
import { type Label, l, order, title } from '../fields/common';
import { slugField } from '../fields/slug';
import { withTranslationTools } from '../fields/translation-status';
import { editedByFields, VERSION_HISTORY_VIEW } from '../fields/edited-by';
import { revalidateCollection } from '../hooks/revalidate';
import { livePreviewFor } from './preview';
import { SCHEDULE_PUBLISH_BUTTON, SCHEDULED_PUBLISHING } from '../jobs/schedule-publish';

export const GROUPS = {
  press: l('Пресс-центр', 'Press centre'),
  projects: l('Проекты', 'Projects'),
  sites: l('Площадки и поддержка', 'Sites and support'),
  calculator: l('Калькулятор льгот', 'Benefits calculator'),
  pages: l('Страницы и тексты', 'Pages and texts'),
  media: l('Медиафайлы', 'Media'),
} as const;

type Options = {
  slug: string;
  /** The cache tag of its API family (lib/cache/tags.ts); the hooks expire it and `<tag>:<slug|id>` on change. */
  tag: ContentTag;
  /** Further list tags to expire, e.g. events when an event type is renamed. */
  alsoExpire?: ContentTag[];
  labels: { singular: Label; plural: Label };
  group: keyof typeof GROUPS;
  /** Draft/publish workflow: the public API sees only published documents. */
  drafts?: boolean;
  /** The field that titles the document; with `slug: true` the slug derives from it. */
  useAsTitle?: string;
  slugFrom?: string | false;
  defaultSort?: string;
  defaultColumns?: string[];
  fields: Field[];
};

/** A public, localized content collection of the back office with the portal's access rules. */
export function contentCollection({
  slug,
  tag,
  alsoExpire = [],
  labels,
  group,
  drafts = false,
  useAsTitle = 'title',
  slugFrom = useAsTitle,
  defaultSort = 'order',
  defaultColumns,
  fields,
}: Options): CollectionConfig {
  // The translation status column, the Russian original beside a translation and the content-language note.
  return withTranslationTools({
    slug,
    labels,
    defaultSort,
    admin: {
      useAsTitle,
      group: GROUPS[group],
      defaultColumns: defaultColumns ?? [useAsTitle, ...(slugFrom ? ['slug'] : []), 'updatedAt', ...(drafts ? ['_status'] : [])],
      listSearchableFields: [useAsTitle, ...(slugFrom ? ['slug'] : [])],
      // The portal's page of the latest version beside the form (news, events, production sites: ./preview.ts).
      livePreview: drafts ? livePreviewFor(slug) : undefined,
      // Publish, and «Запланировать» beside it: publishing at a chosen time by the jobs queue (cms/jobs/schedule-publish.ts),
      // and the version history with each version's author and language (cms/components/version-history.tsx).
      components: drafts ? { edit: { PublishButton: SCHEDULE_PUBLISH_BUTTON }, views: { edit: { versions: VERSION_HISTORY_VIEW } } } : undefined,
    },
    access: {
      read: drafts ? publishedOrStaff : anyone,
      readVersions: isStaff,
      create: isEditor,
      update: isEditor,
      delete: isAdmin,
    },
    // A draft can be published (or unpublished) at a chosen time by the jobs queue (cms/jobs/schedule-publish.ts).
    versions: drafts ? { drafts: { schedulePublish: { ...SCHEDULED_PUBLISHING } }, maxPerDoc: 25 } : false,
    custom: { tag },
    hooks: revalidateCollection(tag, ...alsoExpire),
    fields: [...fields, ...(slugFrom ? [slugField(slugFrom)] : []), ...(drafts ? editedByFields() : [])],
  });
}

/** A named, ordered list that other documents refer to (event types and cities, offer types): name, slug, order. */
export function namedList(options: Pick<Options, 'slug' | 'tag' | 'labels' | 'group'> & { usedBy: ContentTag }): CollectionConfig {
  const { usedBy, ...rest } = options;
  return contentCollection({ ...rest, alsoExpire: [usedBy], useAsTitle: 'name', fields: [title('name', l('Название', 'Name')), order()] });
}
