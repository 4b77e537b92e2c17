import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { serverGetDocument } from '@/lib/api/server';
import { type JsonSchema, schemaFields, schemaText } from '../schema-text';
import './api-docs.css';

/** The parts of the OpenAPI document the page reads. */
type Parameter = { $ref?: string; name?: string; in?: string; required?: boolean; description?: string; schema?: JsonSchema };
type MediaType = { schema?: JsonSchema };
type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-access': Access;
  'x-rate-limited'?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
};
type Access = 'public' | 'optional' | 'investor' | 'verified' | 'staff';
type Document = { paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const STATUSES = ['400', '401', '403', '404', '409', '413', '415', '422', '429', '503'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);
type Tag = 'content' | 'sites' | 'events' | 'accounts' | 'profile' | 'submissions' | 'threads' | 'favourites' | 'savedSearches' | 'search' | 'feedback' | 'openData' | 'service';

/**
 * /api-docs: the API's reference, server-rendered from GET /api/v1/openapi.json (the document made from the handlers'
 * own schemas), grouped by section with a table of contents. The prose is in the page's language; each operation's
 * one-line summary is the document's English, marked `lang="en"`. No script: plain HTML that reflows on a phone.
 */
export async function ApiDocsPage({ locale }: { locale: string }) {
  const [document, t] = await Promise.all([serverGetDocument<Document>('/openapi.json'), getTranslations('apiDocs')]);
  const english = locale === 'en' ? undefined : 'en';
  const code = (chunks: ReactNode) => <code>{chunks}</code>;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
  const groups = document.tags
    .map(({ name }) => ({ tag: name as Tag, operations: operations.filter(({ operation }) => operation.tags[0] === name) }))
    .filter((group) => group.operations.length > 0);

  return (
    <div className="api-docs" data-testid="api-docs">
      <p className="page-lead">{t('lead')}</p>
      <p>
        <a href="/api/v1/openapi.json" type="application/json" data-testid="api-docs-download">
          {t('download')}
        </a>
      </p>
      <section aria-labelledby="api-docs-conventions">
        <h2 id="api-docs-conventions">{t('conventionsTitle')}</h2>
        <ul className="api-docs__conventions">
          {(['base', 'envelope', 'language', 'auth', 'errors'] as const).map((key) => (
            <li key={key}>{t.rich(key, { code })}</li>
          ))}
        </ul>
        <p>{t('englishNote')}</p>
      </section>
      <nav aria-labelledby="api-docs-contents" className="api-docs__contents">
        <h2 id="api-docs-contents">{t('contents')}</h2>
        <ul>
          {groups.map(({ tag, operations: list }) => (
            <li key={tag}>
              <a href={`#api-${tag}`}>{t(`tags.${tag}`)}</a> <span className="api-docs__count">({t('operations', { count: list.length })})</span>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ tag, operations: list }) => (
        <section key={tag} aria-labelledby={`api-${tag}`} className="api-docs__group">
          <h2 id={`api-${tag}`}>{t(`tags.${tag}`)}</h2>
          {list.map(({ path, method, operation }) => (
            <OperationView key={operation.operationId} path={path} method={method} operation={operation} english={english} />
          ))}
        </section>
      ))}
    </div>
  );
}

async function OperationView({ path, method, operation, english }: { path: string; method: string; operation: Operation; english?: string }) {
  const t = await getTranslations('apiDocs');
  const parameters = (operation.parameters ?? []).map((parameter) =>
    parameter.$ref ? { name: 'Language', in: 'header', required: false, schema: { type: 'string', enum: ['ru', 'en', 'tr', 'zh'] } } : parameter,
  );
  const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
  const body = operation.requestBody ? Object.values(operation.requestBody.content)[0]?.schema : undefined;
  const upload = bodyTypes.length === 1 && bodyTypes[0] === 'multipart/form-data';
  const statuses = Object.keys(operation.responses).filter(isStatus);
  const answerType = Object.keys(operation.responses['200']?.content ?? {})[0];
  const id = `op-${operation.operationId}`;
  return (
    <article className="api-docs__operation" aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="api-docs__signature">
        <span className={`api-docs__method api-docs__method--${method}`}>{method.toUpperCase()}</span> <code className="api-docs__path">{path}</code>
      </h3>
      <p lang={english}>{operation.summary}</p>
      {operation.description ? (
        <p lang={english} className="api-docs__description">
          {operation.description}
        </p>
      ) : null}
      <p className="api-docs__access">
        {t(`access.${operation['x-access']}`)}
        {operation['x-rate-limited'] ? ` · ${t('limited')}` : null}
      </p>
      <h4>{t('parameters')}</h4>
      <FieldList
        fields={parameters.map((parameter) => ({
          name: parameter.name ?? '',
          where: t(`where.${(parameter.in ?? 'query') as 'path' | 'query' | 'header'}`),
          type: schemaText(parameter.schema),
          required: !!parameter.required,
          description: parameter.description,
        }))}
        english={english}
      />
      {operation.requestBody ? (
        <>
          <h4>{t('body')}</h4>
          <p>{upload ? t('bodyUpload') : t('bodyForm')}</p>
          <FieldList
            fields={schemaFields(body).map((field) => ({
              name: field.name,
              where: t('where.body'),
              type: schemaText(field.schema),
              required: field.required,
              description: field.schema.description,
            }))}
            english={english}
          />
        </>
      ) : null}
      <h4>{t('responses')}</h4>
      <ul className="api-docs__responses">
        <li>
          <code>200</code> — {t('ok')}
          {answerType ? (
            <>
              {' '}
              (<code>{answerType}</code>)
            </>
          ) : null}
        </li>
        {statuses.map((status) => (
          <li key={status}>
            <code>{status}</code> — {t(`statuses.${status}`)}
          </li>
        ))}
      </ul>
    </article>
  );
}

async function FieldList({
  fields,
  english,
}: {
  fields: Array<{ name: string; where: string; type: string; required: boolean; description?: string }>;
  english?: string;
}) {
  const t = await getTranslations('apiDocs');
  return (
    <ul className="api-docs__fields">
      {fields.map((field) => (
        <li key={`${field.where}:${field.name}`}>
          <code>{field.name}</code> <span className="api-docs__meta">({field.where}; <code>{field.type}</code>; {field.required ? t('required') : `${t('required')}: ${t('no')}`})</span>
          {field.description ? (
            <>
              {' '}
              — <span lang={english}>{field.description}</span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
