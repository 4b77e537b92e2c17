import 'server-only';
import type { CollectionSlug, Sort, Where } from 'payload';
import { z } from 'zod';
import { SETTING_FILE_KEYS, STATISTIC_TYPES } from '@/lib/content-keys';
import { SUPPORT_GROUPS } from '@/lib/support-measures';
import { withAvailability } from '../events/availability';
import { decorateSites } from '../sites/staleness';
import { refParam } from '../http';
import type { CollectionSource } from './service';
import { isOwnKey } from '@/lib/own-key';
import { recordId } from '@/lib/record-id';

/** A query filter of a list: its zod schema (from the raw string) and the condition it adds. */
export type Filter = { schema: z.ZodType<unknown, string>; where: (value: never) => Where | undefined };

export type ListEndpoint = {
  source: CollectionSource;
  /** Paginated lists default to page 1, limit 10; the others return everything unless asked for a page. */
  paged: boolean;
  filters?: Record<string, Filter>;
};

const bySlugOrId = (field: string) => (value: string): Where => {
  const id = recordId(value);
  return id === undefined ? { [`${field}.slug`]: { equals: value } } : { [field]: { equals: id } };
};

const relationFilter = (field: string, name: string): Filter => ({ schema: refParam(name), where: bySlugOrId(field) as Filter['where'] });

type Options = Omit<CollectionSource, 'collection' | 'sort'> & { sort?: Sort; filters?: Record<string, Filter> };

const list = (collection: CollectionSlug, paged: boolean, { filters, sort = ['order', 'id'], ...source }: Options = {}): ListEndpoint => ({
  paged,
  filters,
  source: { collection, sort, ...source },
});

export const CALCULATOR_DICTIONARIES = {
  'investment-size': 'calc-investment-sizes',
  okved: 'calc-okved',
  'subject-msp': 'calc-subject-msp',
  'support-type': 'calc-support-types',
  'support-measures': 'calc-support-measures',
} as const;

/** Every collection-backed family of §7's public GETs. */
export const ENDPOINTS = {
  news: list('news', true, { sort: ['-publishedAt', '-id'] }),
  event: list('events', true, {
    sort: ['-date', '-id'],
    filters: { type: relationFilter('type', 'Type'), city: relationFilter('city', 'City') },
    decorate: withAvailability,
  }),
  eventTypes: list('event-types', false),
  eventTypePaged: list('event-types', true),
  eventCities: list('event-cities', false),
  faq: list('faq', false),
  indexSwitch: list('index-switch', false),
  developmentInstitutions: list('development-institutions', false),
  investRules: list('invest-rules', false),
  investProjectType: list('invest-project-types', true),
  investProject: list('invest-projects', true, {
    filters: {
      // The portal sends `type` only when it is nonzero; 0 means all types.
      type: {
        schema: refParam('Type'),
        where: ((value: string) => (value === '0' ? undefined : bySlugOrId('type')(value))) as Filter['where'],
      },
    },
  }),
  cip: list('cip', true),
  perspectiveProjects: list('perspective-projects', true),
  // Utilities in their units and `stale`, worked out for every answer (it depends on today's date).
  productionSites: list('production-sites', true, { decorate: decorateSites }),
  arcticResidents: list('arctic-residents', true),
  successStories: list('success-stories', true, { sort: ['-publishedAt', '-id'] }),
  videoGallery: list('video-gallery', true, { sort: ['-publishedAt', '-id'] }),
  settingStatistic: list('setting-statistics', false, {
    filters: {
      type: {
        schema: z.enum(STATISTIC_TYPES, { error: `Type must be one of ${STATISTIC_TYPES.join(', ')}.` }),
        where: ((value: string) => ({ type: { equals: value } })) as Filter['where'],
      },
    },
  }),
  setting: list('settings', false, {
    sort: 'key',
    key: { field: 'key', parse: (raw) => (/^\d{1,2}$/.test(raw) && Number(raw) <= 31 ? Number(raw) : undefined) },
  }),
  settingFile: list('setting-files', false, {
    sort: 'key',
    key: { field: 'key', parse: (raw) => ((SETTING_FILE_KEYS as readonly string[]).includes(raw) ? raw : undefined) },
  }),
} satisfies Record<string, ListEndpoint>;

export function supportMeasures(group: string | undefined): ListEndpoint | undefined {
  if (!(SUPPORT_GROUPS as readonly string[]).includes(group ?? '')) return undefined;
  return list('support-measures', false, { where: { group: { equals: group } } });
}

export function calculatorDictionary(name: string | undefined): ListEndpoint | undefined {
  return isOwnKey(CALCULATOR_DICTIONARIES, name) ? list(CALCULATOR_DICTIONARIES[name], false) : undefined;
}

