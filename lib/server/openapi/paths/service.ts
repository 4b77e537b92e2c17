import 'server-only';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { definePaths } from '../registry';
import { described, describedList, idOrSlugPath } from '../results';
import { inaccuracyReportSchema } from '@/lib/feedback/schemas/inaccuracy-report';
import { vitalsBeaconSchema } from '@/lib/vitals/schema';

/** `?lang=` where a download link cannot send the `Language` header (the open-data files, the site passport). */
const langQuery = z.object({ lang: z.enum(locales).optional().meta({ description: 'The file’s language; the `Language` header’s (else Russian) when absent.' }) });

const openDataFile = (summary: string, mediaType: string) => ({
  tag: 'openData' as const,
  summary,
  description: 'The file itself (not the envelope), free to reuse under CC BY 4.0, with `Last-Modified` and `Access-Control-Allow-Origin: *`.',
  access: 'public' as const,
  query: langQuery,
  answer: { kind: 'file' as const, mediaType },
  errors: [422] as const,
});

/** Open data, the site passport, the inaccuracy reports, the description itself and the service’s health. */
export const servicePaths = definePaths({
  '/proizvodstvennie-ploshadki/{id}/passport.pdf': {
    get: {
      tag: 'sites',
      summary: 'A production site’s passport as a tagged (PDF/UA) PDF',
      access: 'public',
      params: idOrSlugPath,
      query: langQuery,
      answer: { kind: 'file', mediaType: 'application/pdf' },
      errors: [404, 422],
    },
  },
  '/open-data': {
    get: { tag: 'openData', summary: 'The open-data catalogue: every file, its address, update date and record count', access: 'public', query: langQuery, answer: { kind: 'envelope', result: describedList }, errors: [422] },
  },
  '/open-data/sites.geojson': { get: openDataFile('Production sites as GeoJSON', 'application/geo+json') },
  '/open-data/sites.csv': { get: openDataFile('Production sites as CSV', 'text/csv') },
  '/open-data/zones.geojson': { get: openDataFile('Preferential zones as GeoJSON', 'application/geo+json') },
  '/open-data/projects.csv': { get: openDataFile('Investment projects as CSV', 'text/csv') },
  '/open-data/support-measures.csv': { get: openDataFile('Support measures as CSV', 'text/csv') },
  '/feedback/outdated': {
    post: {
      tag: 'feedback',
      summary: 'Report that something on a portal page is wrong or out of date',
      description:
        'The page’s path and title, the note, an optional e-mail for an answer and the consent; the report goes to the agency’s staff (the back office’s list). Limited per client address; errors come in the caller’s language.',
      access: 'public',
      body: { kind: 'form', schema: inaccuracyReportSchema },
      answer: { kind: 'envelope', result: z.object({ id: z.number().int() }) },
      errors: [413, 415, 422],
      limited: true,
    },
  },
  '/vitals': {
    post: {
      tag: 'service',
      summary: 'Core Web Vitals (LCP, INP, CLS, TTFB) measured by a visitor’s browser, for the operators’ metrics',
      description:
        'Sent by the portal’s pages for a sampled share of visits (`VITALS_SAMPLE_RATE`): the page’s path and the values in milliseconds (CLS unitless). The path is reduced to its route family, which the answer names; nothing else is kept. Limited per client address.',
      access: 'public',
      body: { kind: 'form', schema: vitalsBeaconSchema },
      answer: { kind: 'envelope', result: z.object({ route: z.string() }) },
      errors: [400, 413, 415, 422],
      limited: true,
    },
  },
  '/openapi.json': {
    get: { tag: 'service', summary: 'This description of the API (OpenAPI 3.1)', access: 'public', answer: { kind: 'json', description: 'The OpenAPI 3.1 document itself.' } },
  },
  '/statistics/responses': {
    get: { tag: 'service', summary: 'How fast the agency answers submissions and appeals (the monitoring page’s figures)', access: 'public', answer: { kind: 'envelope', result: described } },
  },
  '/health': {
    get: { tag: 'service', summary: 'Readiness: the database, storage and cache answer (503 otherwise)', access: 'public', answer: { kind: 'envelope', result: described } },
  },
  '/health/ready': {
    get: { tag: 'service', summary: 'Readiness, for a load balancer (the same as /health)', access: 'public', answer: { kind: 'envelope', result: described } },
  },
  '/health/live': {
    get: { tag: 'service', summary: 'Liveness: the process answers', access: 'public', answer: { kind: 'envelope', result: z.object({ status: z.literal('ok'), uptime: z.number().int() }) } },
  },
});
