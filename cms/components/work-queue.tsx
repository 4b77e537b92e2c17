import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload';
import { krasnoyarskDate, KRASNOYARSK_TIME_ZONE } from '../../lib/submissions/deadlines';
import { QUEUE_FILTERS, QUEUE_ORDERS, queueFilterOf, queueOrderOf, queueRows, type QueueItem, type QueueRow } from '../../lib/submissions/queue';
import { CLOSED_APPEAL_STATUSES, CLOSED_REQUEST_STATUSES } from '../../lib/submissions/types';
import { isAccountsStaff } from '../access/investors';
import { APPEAL_STATUS_LABELS } from '../collections/appeals';
import { REQUEST_STATUS_LABELS } from '../collections/requests';
import { TakeItemButton } from './take-item';
import { workspaceTexts, type WorkspaceTexts } from './workspace-texts';
import { adminViewFrame } from './admin-view-frame';

/** The queue's address under /admin (registered in payload.config.ts as a root view). */
export const WORK_QUEUE_PATH = '/queue';

/** More open items than this would need paging; the queue says so rather than drop them silently. */
const MAX_OPEN = 1000;

type Named = { id: number; name?: string | null; surname?: string | null; email?: string | null } | number | null | undefined;

const nameOf = (person: Named): string | null => {
  if (!person || typeof person === 'number') return null;
  return [person.surname, person.name].filter(Boolean).join(' ') || person.email || null;
};

/** One labelled select of the queue's filter form. */
function QueueChoice<V extends string>({ id, name, label, value, options, text }: { id: string; name: string; label: string; value: V; options: readonly V[]; text: Record<V, string> }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} style={{ padding: '6px 8px' }}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every open item the caller may read (Payload's access rules apply: overrideAccess is off). */
async function openItems(payload: Payload, req: PayloadRequest, texts: WorkspaceTexts['queue']): Promise<{ items: QueueItem[]; more: boolean }> {
  const common = { depth: 1, limit: MAX_OPEN + 1, pagination: false, overrideAccess: false, user: req.user, req } as const;
  const [requests, appeals] = await Promise.all([
    payload.find({
      ...common,
      collection: 'requests',
      where: { status: { not_in: [...CLOSED_REQUEST_STATUSES] } },
      select: { reference: true, contactName: true, contactEmail: true, createdAt: true, dueDate: true, status: true, assignee: true },
    }),
    payload.find({
      ...common,
      collection: 'appeals',
      where: { status: { not_in: [...CLOSED_APPEAL_STATUSES] } },
      select: { reference: true, owner: true, createdAt: true, dueDate: true, status: true, assignee: true },
      populate: { investors: { surname: true, name: true, email: true } },
    }),
  ]);
  // A reviewer may read only their own staff record: colleagues' names (and e-mails) are read here for the queue alone.
  const idOf = (value: Named) => (value && typeof value === 'object' ? value.id : (value ?? null));
  const assigneeIds = [...new Set([...requests.docs, ...appeals.docs].map((doc) => idOf(doc.assignee as Named)).filter((id): id is number => id !== null))];
  const staff = assigneeIds.length
    ? (await payload.find({ collection: 'staff', where: { id: { in: assigneeIds } }, depth: 0, limit: assigneeIds.length, pagination: false, overrideAccess: true, req, select: { name: true, email: true } })).docs
    : [];
  const names = new Map(staff.map((member) => [member.id, nameOf(member as Named) ?? `#${member.id}`]));
  const assignee = (value: Named) => {
    const id = idOf(value);
    return id === null ? null : { id, name: names.get(id) ?? `#${id}` };
  };
  const items: QueueItem[] = [
    ...requests.docs.map((doc) => ({
      collection: 'requests' as const,
      id: doc.id,
      reference: doc.reference ?? null,
      sender: doc.contactName || doc.contactEmail || '—',
      receivedAt: doc.createdAt,
      dueDate: doc.dueDate ?? null,
      status: REQUEST_STATUS_LABELS[doc.status].ru,
      assignee: assignee(doc.assignee as Named),
    })),
    ...appeals.docs.map((doc) => ({
      collection: 'appeals' as const,
      id: doc.id,
      reference: doc.reference ?? null,
      sender: nameOf(doc.owner as Named) ?? texts.deletedAccount,
      receivedAt: doc.createdAt,
      dueDate: doc.dueDate ?? null,
      status: APPEAL_STATUS_LABELS[doc.status].ru,
      assignee: assignee(doc.assignee as Named),
    })),
  ];
  return { items, more: requests.docs.length > MAX_OPEN || appeals.docs.length > MAX_OPEN };
}

const receivedFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: KRASNOYARSK_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const dueFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

const cell = { padding: '8px 12px', textAlign: 'start', verticalAlign: 'top', borderBottom: '1px solid var(--theme-elevation-150)' } as const;
const overdueMark = { display: 'inline-block', marginInlineStart: 8, padding: '0 6px', borderRadius: 4, background: 'var(--theme-error-100)', color: 'var(--theme-error-800)', fontWeight: 600 } as const;

function Row({ row, me, language }: { row: QueueRow; me: number; language: 'ru' | 'en' }) {
  const texts = workspaceTexts(language).queue;
  const reference = row.reference ?? `#${row.id}`;
  return (
    <tr data-testid="queue-row" data-overdue={row.overdue ? 'true' : 'false'} data-reference={reference}>
      <th scope="row" style={cell}>
        <a href={`/admin/collections/${row.collection}/${row.id}`}>{reference}</a>
      </th>
      <td style={cell}>{texts.kinds[row.collection]}</td>
      <td style={cell}>{row.sender}</td>
      <td style={cell}>{receivedFormat.format(new Date(row.receivedAt))}</td>
      <td style={cell}>{row.dueDate ? dueFormat.format(new Date(`${row.dueDate}T00:00:00Z`)) : texts.noDue}</td>
      <td style={cell}>
        {row.daysLeft === null ? '—' : row.daysLeft}
        {row.overdue ? <strong style={overdueMark}>{texts.overdue}</strong> : null}
      </td>
      <td style={cell}>{row.status}</td>
      <td style={cell}>{row.assignee ? (row.assignee.id === me ? `${row.assignee.name} (${texts.you})` : row.assignee.name) : texts.unassigned}</td>
      <td style={cell}>{row.assignee?.id === me ? null : <TakeItemButton collection={row.collection} id={row.id} me={me} reference={reference} language={language} />}</td>
    </tr>
  );
}

const param = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /admin/queue: the staff's work queue — every open project submission and appeal with its reference, sender,
 * arrival, due date, days left, an overdue mark, status and assignee; filtered (mine, unassigned, overdue, due this
 * week) and sorted by due date through the address (a GET form, so a filtered queue can be bookmarked); «Взять себе»
 * assigns an item to the reviewer. Reviewers and admins only: the same rule that lets them read and update the items.
 */
export async function WorkQueueView(props: AdminViewServerProps) {
  const { req } = props.initPageResult;
  const language = req.i18n.language === 'en' ? 'en' : 'ru';
  const texts = workspaceTexts(language).queue;
  const user = req.user;
  const frame = adminViewFrame(props, texts.title);
  if (!user) return frame(<p>{texts.login}</p>);
  if (!isAccountsStaff(user)) return frame(<p>{texts.forbidden}</p>);

  const filter = queueFilterOf(param(props.searchParams?.filter));
  const order = queueOrderOf(param(props.searchParams?.order));
  const me = Number(user.id);
  const { items, more } = await openItems(req.payload, req, texts);
  const rows = queueRows(items, { filter, order, me, today: krasnoyarskDate(new Date()) });

  return frame(
    <>
      <p>{texts.lead}</p>
      <form method="get" role="search" aria-label={texts.filters} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', margin: '16px 0' }}>
        <QueueChoice id="queue-filter" name="filter" label={texts.show} value={filter} options={QUEUE_FILTERS} text={texts.filter} />
        <QueueChoice id="queue-order" name="order" label={texts.order} value={order} options={QUEUE_ORDERS} text={texts.orders} />
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          {texts.apply}
        </button>
      </form>
      <div style={{ overflowX: 'auto' }} role="region" aria-labelledby="work-queue-caption" tabIndex={0}>
        <table data-testid="work-queue" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption id="work-queue-caption" style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 8 }}>
            {texts.caption(rows.length)} — {texts.filter[filter]}
          </caption>
          <thead>
            <tr>
              {(['reference', 'kind', 'sender', 'received', 'due', 'daysLeft', 'status', 'assignee', 'action'] as const).map((column) => (
                <th key={column} scope="col" style={cell} aria-sort={column === 'due' ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {texts.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={9} style={cell}>
                  {texts.empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => <Row key={`${row.collection}-${row.id}`} row={row} me={me} language={language} />)
            )}
          </tbody>
        </table>
      </div>
      {more ? <p>{texts.truncated(MAX_OPEN)}</p> : null}
    </>,
  );
}
