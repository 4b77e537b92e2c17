import type { Payload } from 'payload';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const queued: Array<{ to: string; text: string; html: string }> = [];
vi.mock('../jobs/runner', () => ({
  queueMail: vi.fn(async (_payload: unknown, message: { to: string; text: string; html: string }) => {
    queued.push(message);
    return 1;
  }),
}));
// lib/platform/env.ts reads the environment once, on import: a secret of test length, as in the API suite.
vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-of-at-least-thirty-two-chars');
const { mailAppealChange, mailRequestStatus } = await import('./submission-mail');
const { portalLink } = await import('../../lib/platform/mail/compose');

/** A Payload whose one investor (id 7) writes in `locale`. */
const payloadWith = (locale: string) =>
  ({
    findByID: vi.fn(async () => ({ email: 'investor@example.org', name: 'Иван', locale })),
    logger: { error: vi.fn() },
  }) as unknown as Payload;

beforeEach(() => {
  queued.length = 0;
});

describe('status mails of an investor’s submissions', () => {
  it.each(['ru', 'en'] as const)('a request status mail (%s) links to the cabinet’s Projects tab', async (locale) => {
    await mailRequestStatus(payloadWith(locale), { title: 'Завод', status: 'accepted', owner: 7 });
    const link = portalLink(locale, '/profile?tab=projects');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.text).toContain(link);
    expect(queued[0]!.html).toContain(`href="${link}"`);
  });

  it.each(['answer', 'status'] as const)('an appeal mail (%s) links to the cabinet’s Appeals tab', async (kind) => {
    await mailAppealChange(payloadWith('tr'), kind, { status: 'answered', answer: 'Ответ', createdAt: '2026-11-20T10:00:00Z', owner: 7 });
    const link = portalLink('tr', '/profile?tab=appeals');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.text).toContain(link);
    expect(queued[0]!.html).toContain(`href="${link}"`);
  });
});
