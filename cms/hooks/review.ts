import type { CollectionBeforeChangeHook, FlattenedField, Option, PayloadRequest, SelectField } from 'payload';
import { ValidationError } from 'payload';

/** Set in `context` by the account-deletion hook: it may change the locked fields whoever deletes the account. */
export const DETACH_CONTEXT = 'detachSubmissions';

/** One entry of a review history (requests, appeals): what, when, by whom, with which comment. */
export type HistoryEntry = { status: string; comment?: string | null; by?: number | null; at: string };

type Doc = Record<string, unknown> & { history?: HistoryEntry[] | null };

const staffId = (req: PayloadRequest): number | null =>
  req.user?.collection === 'staff' && typeof req.user.id === 'number' ? req.user.id : null;

const refId = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value);

/**
 * Keeps a submission's record honest whatever the admin sends:
 * - `locked` fields (what the investor sent: text, contacts, owner, files) cannot be changed through the back
 *   office's REST API; the portal's services (Local API) still can (e.g. detaching an account on deletion);
 * - the history is never taken from the input: it is the stored one, plus an entry that this hook appends;
 * - `transition` decides whether the change is allowed and what to record (or throws a 400 with a Russian message).
 */
export function reviewHook<D extends Doc>(options: {
  locked: string[];
  initialStatus: string;
  transition: (args: { data: Partial<D>; previous: D; by: number | null; now: string; req: PayloadRequest }) => HistoryEntry | null;
}): CollectionBeforeChangeHook {
  return ({ data, originalDoc, operation, req, context }) => {
    const now = new Date().toISOString();
    if (operation === 'create') {
      data.history = [{ status: data.status ?? options.initialStatus, comment: null, by: null, at: now }];
      return data;
    }
    const previous = originalDoc as D;
    // The account-deletion hook erases contacts in the admin's own request too (cms/hooks/detach-submissions.ts).
    if (req.payloadAPI !== 'local' && !context[DETACH_CONTEXT]) {
      for (const field of options.locked) {
        const before = previous[field];
        data[field] = Array.isArray(before) ? before.map(refId) : refId(before);
      }
    }
    const history = (previous.history ?? []).map((entry) => ({ ...entry, by: refId(entry.by) as number | null }));
    const entry = options.transition({ data: data as Partial<D>, previous, by: staffId(req), now, req });
    data.history = entry ? [...history, entry] : history;
    return data;
  };
}

/**
 * A refused change in the back office: 400 with the message on the field, and the toast's summary in the admin's
 * language with the field's label (Payload's default summary is English and names the field by its path).
 */
export function refuse(collection: string, path: string, message: string, req: PayloadRequest): never {
  const fields = (req.payload.collections as Record<string, { config: { flattenedFields: FlattenedField[] } } | undefined>)[collection]?.config.flattenedFields ?? [];
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === path);
  const label = field && 'label' in field && field.label && typeof field.label !== 'function' ? field.label : undefined;
  throw new ValidationError({ collection, errors: [{ path, message, ...(label ? { label } : {}) }], req }, req.t);
}

const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value);

/**
 * The status select offers the stored status and the statuses it may move to, nothing else (an editor was offered
 * every status and refused on saving). The stored status is the history's last entry: the form's `status` is
 * what the editor picked, which must not narrow the choice it came from.
 */
export function nextStatusOptions<S extends string>(transitions: Record<S, S[]>): NonNullable<SelectField['filterOptions']> {
  return ({ data, options }) => {
    const stored = (data?.history as HistoryEntry[] | null | undefined)?.at(-1)?.status as S | undefined;
    if (!stored || !Object.hasOwn(transitions, stored)) return options;
    const allowed = new Set<string>([stored, ...transitions[stored]]);
    return options.filter((option) => allowed.has(optionValue(option)));
  };
}
