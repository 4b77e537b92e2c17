import 'server-only';
import { z } from 'zod';
import { eventRegistrationSchema } from '@/lib/submissions/schemas/event-registration';
import { appealSchema } from '@/lib/submissions/schemas/appeal';
import { folderCreateSchema, folderItemCommentSchema, folderItemCreateSchema, folderRenameSchema, savedLookupSchema } from '@/lib/submissions/schemas/favourites';
import { passportSchema } from '@/lib/submissions/schemas/passport';
import { replySchema } from '@/lib/submissions/schemas/reply';
import { guestRequestSchema, userRequestSchema } from '@/lib/submissions/schemas/request';
import { APPEAL_FILE_TYPES, MAX_FILES, PASSPORT_FILE_TYPES, REQUEST_FILE_TYPES } from '@/lib/submissions/types';
import { limitParam, pageParam } from '@/lib/server/http';
import { definePaths, type Operation } from '../registry';
import { described, describedList, idPath } from '../results';

const pageQuery = z.object({ page: pageParam.optional(), limit: limitParam.optional() });

const thread = (what: string): Operation => ({
  tag: 'threads',
  summary: `The whole thread of the caller’s ${what}, oldest first`,
  access: 'investor',
  params: idPath,
  answer: { kind: 'envelope', result: described },
  errors: [404],
});

const reply = (what: string, types: readonly string[]): Operation => ({
  tag: 'threads',
  summary: `The investor’s message in the thread of their own ${what}, with up to ${MAX_FILES} files`,
  description: '404 for anyone else’s item and 409 for a closed one, both before the body is read.',
  access: 'verified',
  params: idPath,
  body: { kind: 'upload', schema: replySchema, files: { field: 'file', max: MAX_FILES, types } },
  answer: { kind: 'envelope', result: described },
  errors: [404, 409, 413, 422],
  limited: true,
});

const agencyMessage = (what: string, types: readonly string[]): Operation => ({
  tag: 'threads',
  summary: `The agency’s message in the thread of a ${what} (the back office’s; \`clarification\`=\`true\` asks the investor for a clarification)`,
  access: 'staff',
  params: idPath,
  body: { kind: 'upload', schema: replySchema.extend({ clarification: z.enum(['true', 'false']).optional() }), files: { field: 'file', max: MAX_FILES, types } },
  answer: { kind: 'envelope', result: described },
  errors: [404, 409, 413, 422],
});

/** Submissions (project requests, appeals, the project passport), their threads, event registration and favourites. */
export const submissionPaths = definePaths({
  '/request/create': {
    post: {
      tag: 'submissions',
      summary: 'Submit an investment project, with up to 5 files',
      description:
        'A guest gives the project name, a name, an e-mail, a phone and the consent (the second schema); an investor with a bearer token (a confirmed account) gives the title or the description, the contacts coming from the profile (the first schema).',
      access: 'optional',
      body: { kind: 'upload', schema: z.union([userRequestSchema, guestRequestSchema]), files: { field: 'files', max: MAX_FILES, types: REQUEST_FILE_TYPES } },
      answer: { kind: 'envelope', result: described },
      errors: [401, 403, 413, 415, 422],
      limited: true,
    },
  },
  '/request/list': {
    get: { tag: 'submissions', summary: 'The caller’s project requests, newest first', access: 'investor', query: pageQuery, answer: { kind: 'envelope', result: describedList }, errors: [422] },
  },
  '/request/{id}/passport': {
    get: { tag: 'submissions', summary: 'The project passport of the caller’s request (a draft when none is saved)', access: 'investor', params: idPath, answer: { kind: 'envelope', result: described }, errors: [404] },
    post: {
      tag: 'submissions',
      summary: 'Save the project passport (only the fields sent change), with its files',
      access: 'verified',
      params: idPath,
      body: { kind: 'upload', schema: passportSchema, files: { field: 'files', max: MAX_FILES, types: PASSPORT_FILE_TYPES } },
      answer: { kind: 'envelope', result: described },
      errors: [404, 409, 413, 422],
      limited: true,
    },
  },
  '/request/{id}/thread': { get: thread('project request') },
  '/request/{id}/reply': { post: reply('project request', REQUEST_FILE_TYPES) },
  '/request/{id}/agency-message': { post: agencyMessage('project request', REQUEST_FILE_TYPES) },
  '/message/send': {
    post: {
      tag: 'submissions',
      summary: 'Send an appeal to the agency, with up to 5 files',
      access: 'verified',
      body: { kind: 'upload', schema: appealSchema, files: { field: 'file', max: MAX_FILES, types: APPEAL_FILE_TYPES } },
      answer: { kind: 'envelope', result: described },
      errors: [413, 415, 422],
      limited: true,
    },
  },
  '/message/list': {
    get: { tag: 'submissions', summary: 'The caller’s appeals, newest first', access: 'investor', query: pageQuery, answer: { kind: 'envelope', result: describedList }, errors: [422] },
  },
  '/message/{id}/thread': { get: thread('appeal') },
  '/message/{id}/reply': { post: reply('appeal', APPEAL_FILE_TYPES) },
  '/message/{id}/agency-message': { post: agencyMessage('appeal', APPEAL_FILE_TYPES) },
  '/file/{id}': {
    get: {
      tag: 'submissions',
      summary: 'An attachment, to its owner (bearer or the portal’s cookie) or to reviewing staff (the back office’s session)',
      description: '401 to a call with no credentials at all, 404 to anyone else.',
      access: 'optional',
      params: idPath,
      answer: { kind: 'file', mediaType: 'application/octet-stream' },
      errors: [401, 404],
    },
  },
  '/event/registration': {
    post: {
      tag: 'events',
      summary: 'Register for an event (no account needed)',
      description: 'The patronymic is required when the `Language` header is Russian (the schema shown); errors come in the caller’s language.',
      access: 'public',
      body: { kind: 'form', schema: eventRegistrationSchema },
      answer: { kind: 'envelope', result: described },
      errors: [404, 409, 413, 415, 422],
      limited: true,
    },
  },
  '/collection/list': {
    get: { tag: 'favourites', summary: 'The caller’s folders of saved pages', access: 'verified', query: pageQuery, answer: { kind: 'envelope', result: describedList }, errors: [422] },
  },
  '/collection/create': {
    post: { tag: 'favourites', summary: 'Create a folder', access: 'verified', body: { kind: 'form', schema: folderCreateSchema }, answer: { kind: 'envelope', result: described }, errors: [413, 415, 422] },
  },
  '/collection/saved': {
    get: {
      tag: 'favourites',
      summary: 'The caller’s folders a page is saved in',
      access: 'verified',
      query: savedLookupSchema,
      answer: { kind: 'envelope', result: described },
      errors: [422],
    },
  },
  '/collection/{id}': {
    delete: { tag: 'favourites', summary: 'Delete a folder and its saved pages', access: 'verified', params: idPath, answer: { kind: 'envelope', result: described }, errors: [404] },
  },
  '/collection/{id}/update': {
    post: { tag: 'favourites', summary: 'Rename a folder', access: 'verified', params: idPath, body: { kind: 'form', schema: folderRenameSchema }, answer: { kind: 'envelope', result: described }, errors: [404, 413, 415, 422] },
  },
  '/collection/{id}/list': {
    get: { tag: 'favourites', summary: 'The pages saved in a folder', access: 'verified', params: idPath, query: pageQuery, answer: { kind: 'envelope', result: describedList }, errors: [404, 422] },
  },
  '/collection/{id}/create': {
    post: { tag: 'favourites', summary: 'Save a page in a folder', access: 'verified', params: idPath, body: { kind: 'form', schema: folderItemCreateSchema }, answer: { kind: 'envelope', result: described }, errors: [404, 409, 413, 415, 422] },
  },
  '/collection/{id}/{itemId}': {
    delete: {
      tag: 'favourites',
      summary: 'Remove a saved page from a folder',
      access: 'verified',
      params: idPath.extend({ itemId: z.string().regex(/^\d+$/) }),
      answer: { kind: 'envelope', result: described },
      errors: [404],
    },
  },
  '/collection/{id}/{itemId}/update': {
    post: {
      tag: 'favourites',
      summary: 'Change a saved page’s note',
      access: 'verified',
      params: idPath.extend({ itemId: z.string().regex(/^\d+$/) }),
      body: { kind: 'form', schema: folderItemCommentSchema },
      answer: { kind: 'envelope', result: described },
      errors: [404, 413, 415, 422],
    },
  },
});
