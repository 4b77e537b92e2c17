import 'server-only';
import { z } from 'zod';
import { type ListEndpoint, calculatorDictionary, ENDPOINTS, supportMeasures } from '@/lib/server/content/endpoints';
import { listQueryShape } from '@/lib/server/content/routes';
import { matchQuerySchema } from '@/lib/sites/match-query';
import { SUPPORT_GROUPS } from '@/lib/support-measures';
import { definePaths, type Operation } from '../registry';
import {
  contentItem,
  described,
  contentList,
  contentPage,
  describedList,
  dictionaryPath,
  idOrSlugPath,
  settingFileKeyPath,
  settingKeyPath,
  supportGroupPath,
} from '../results';

/** The public content GETs (lib/server/content/routes.ts): the query is the list's own (`listQueryShape`). */
const list = (endpoint: ListEndpoint, summary: string, tag: Operation['tag'] = 'content'): Operation => ({
  tag,
  summary,
  description: endpoint.paged
    ? 'Published documents in the `Language` header’s language, Russian filling any text without a translation. Paged: `page` from 1, `limit` 1–100 (10 by default).'
    : 'Published documents in the `Language` header’s language, Russian filling any text without a translation. The whole list unless `page` or `limit` asks for a page.',
  access: 'public',
  query: z.object(listQueryShape(endpoint)),
  answer: { kind: 'envelope', result: contentList },
  errors: [422],
});

const detail = (summary: string, params: z.ZodObject = idOrSlugPath, tag: Operation['tag'] = 'content'): Operation => ({
  tag,
  summary,
  description: 'One published document by its numeric id or slug, in the `Language` header’s language; 404 when there is none.',
  access: 'public',
  params,
  answer: { kind: 'envelope', result: contentItem },
  errors: [404],
});

const page = (summary: string): Operation => ({
  tag: 'content',
  summary,
  description: 'A single page of the portal kept by the editors, in the `Language` header’s language.',
  access: 'public',
  answer: { kind: 'envelope', result: contentPage },
});

// Every dictionary and every group's list takes the same query: the first group's endpoint stands for them all.
const supportList = supportMeasures(SUPPORT_GROUPS[0])!;

export const contentPaths = definePaths({
  '/news': { get: list(ENDPOINTS.news, 'News, newest first') },
  '/news/{id}': { get: detail('A news item') },
  '/event': { get: list(ENDPOINTS.event, 'Events, latest first, with their registration figures', 'events') },
  '/event/{id}': { get: detail('An event, with its registration figures', idOrSlugPath, 'events') },
  '/event/types': { get: list(ENDPOINTS.eventTypes, 'Types of events', 'events') },
  '/event-type': { get: list(ENDPOINTS.eventTypePaged, 'Types of events, paged', 'events') },
  '/event/cities': { get: list(ENDPOINTS.eventCities, 'Cities where events take place', 'events') },
  '/faq': { get: list(ENDPOINTS.faq, 'Frequently asked questions') },
  '/index-switch': { get: list(ENDPOINTS.indexSwitch, 'The home page’s switchable blocks') },
  '/development-institutions': { get: list(ENDPOINTS.developmentInstitutions, 'Development institutions') },
  '/invest-rules': { get: list(ENDPOINTS.investRules, 'The investment standard’s rules') },
  '/invest-project-type': { get: list(ENDPOINTS.investProjectType, 'Catalogues of investment projects') },
  '/invest-project-type/{id}': { get: detail('A catalogue of investment projects') },
  '/invest-project': { get: list(ENDPOINTS.investProject, 'Investment projects (`type` 0 or absent: every catalogue)') },
  '/invest-project/{id}': { get: detail('An investment project') },
  '/cip': { get: list(ENDPOINTS.cip, 'Projects of the comprehensive investment plan') },
  '/cip/{id}': { get: detail('A project of the comprehensive investment plan') },
  '/perspektivnie-proekti': { get: list(ENDPOINTS.perspectiveProjects, 'Prospective projects') },
  '/perspektivnie-proekti/{id}': { get: detail('A prospective project') },
  '/proizvodstvennie-ploshadki': { get: list(ENDPOINTS.productionSites, 'Production sites with their facts, utilities and staleness', 'sites') },
  '/proizvodstvennie-ploshadki/{id}': { get: detail('A production site with its facts, utilities and staleness', idOrSlugPath, 'sites') },
  '/site-match': {
    get: {
      tag: 'sites',
      summary: 'Production sites ranked by how well they fit the stated requirements, best first',
      description:
        'Any subset of the requirements; each result has its score and what it meets and misses (by how much, in the requirement’s unit). An unknown parameter or a bad value is a 422.',
      access: 'public',
      query: matchQuerySchema,
      answer: { kind: 'envelope', result: described },
      errors: [422],
    },
  },
  '/rezidents-arctics': { get: list(ENDPOINTS.arcticResidents, 'Residents of the Arctic zone') },
  '/rezidents-arctics/{id}': { get: detail('A resident of the Arctic zone') },
  '/success-story': { get: list(ENDPOINTS.successStories, 'Success stories, newest first') },
  '/success-story/{id}': { get: detail('A success story') },
  '/video-gallery': { get: list(ENDPOINTS.videoGallery, 'Videos, newest first') },
  '/setting-statistic': { get: list(ENDPOINTS.settingStatistic, 'The region’s key figures') },
  '/setting/{key}': { get: detail('A numbered setting of the portal', settingKeyPath) },
  '/setting-file/{key}': { get: detail('A named document of the portal (a presentation, a regulation…)', settingFileKeyPath) },
  '/support-measures/{group}': { get: { ...list(supportList, 'Support measures of a group'), params: supportGroupPath } },
  '/support-measures/{group}/{id}': { get: detail('A support measure', supportGroupPath.extend(idOrSlugPath.shape)) },
  '/calculator/{dictionary}': {
    get: { ...list(calculatorDictionary('okved')!, 'A dictionary of the support calculator'), params: dictionaryPath, errors: [404, 422] },
  },
  '/about-region': { get: page('About the region') },
  '/arctic': { get: page('The Arctic zone') },
  '/techno-valley': { get: page('The techno-valley') },
  '/korporaciya-razvitiya-eniseyskoy-sibiri': { get: page('The Yenisei Siberia development corporation') },
  '/project-implementation-algorithm': { get: page('How a project is implemented, step by step') },
  '/sitemap': {
    get: {
      tag: 'content',
      summary: 'Every public page and document address, for sitemaps',
      description:
        'Each item: `family` (the list it is read from), `id`, `slug`, `updatedAt`, and `languages` — the locales its title (or name) is written in, `ru` always; in the others it falls back to Russian.',
      access: 'public',
      answer: { kind: 'envelope', result: describedList },
    },
  },
  '/study-materials': {
    get: { tag: 'content', summary: 'Study materials for investors', access: 'public', answer: { kind: 'envelope', result: describedList } },
  },
});
