import type { Option } from 'payload';
import { describe, expect, it } from 'vitest';
import { Requests, REQUEST_TRANSITIONS } from '@/cms/collections/requests';
import { nextStatusOptions } from '@/cms/hooks/review';
import * as createRoute from '@/app/api/v1/request/create/route';
import { addRoutes, api, verifiedInvestor } from './auth-helpers';
import { cms } from './cms-helpers';
import { form, reviewer } from './submissions-helpers';

addRoutes(['POST', /^\/request\/create$/, createRoute.POST as never]);

/**
 * The back office's status select: it offers the stored status and the ones it may move to, and a refused move is
 * explained in the admin's language with the field's name (the toast was English: «The following field is invalid:
 * status»).
 */
const options = (Requests.fields.find((field) => 'name' in field && field.name === 'status') as { options: Option[] }).options;

describe('the status a reviewer may pick', () => {
  it('is the stored status and its next ones, read from the history, not from the form', () => {
    const offered = (stored: string | null, picked: string) =>
      nextStatusOptions(REQUEST_TRANSITIONS)({ data: { status: picked, history: stored ? [{ status: stored, at: '' }] : [] }, options, req: {} as never, siblingData: {} })
        .map((option) => (typeof option === 'string' ? option : option.value));
    expect(offered('pending', 'pending')).toEqual(['pending', 'in_review']);
    expect(offered('pending', 'in_review')).toEqual(['pending', 'in_review']);
    expect(offered('in_review', 'in_review')).toEqual(['in_review', 'clarification', 'accepted', 'rejected']);
    expect(offered('clarification', 'clarification')).toEqual(['in_review', 'clarification']);
    expect(offered('accepted', 'accepted')).toEqual(['accepted']);
    expect(offered(null, 'pending')).toHaveLength(options.length);
  });

  it('a move the rules refuse is a 400 explained in Russian, on the field and in the summary', async () => {
    const investor = await verifiedInvestor('review-status');
    const created = await api<{ id: number }>('POST', 'request/create', { token: investor.token, form: form({ title: 'Завод', description: 'Описание' }) });
    expect(created.status).toBe(200);
    const staff = await reviewer();
    const { token } = await staff.payload.login({ collection: 'staff', data: { email: staff.email, password: staff.password } });
    const refused = await cms('PATCH', `requests/${created.body.result.id}`, { token, json: { status: 'accepted' } });
    expect(refused.status).toBe(400);
    const error = (refused.body as { errors: { message: string; data?: { errors: { message: string }[] } }[] }).errors[0]!;
    expect(error.message).toMatch(/^Следующ.*Статус/);
    expect(error.data?.errors[0]?.message).toBe('Переход «Ожидает рассмотрения» → «Принята» не допускается.');
    expect((await cms('PATCH', `requests/${created.body.result.id}`, { token, json: { status: 'in_review' } })).status).toBe(200);
  });
});
