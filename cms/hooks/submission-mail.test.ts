import type { Payload } from 'payload';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const queued: Array<{ to: string; text: string; html: string; subject: string; replyTo?: string }> = [];
vi.mock('../jobs/runner', () => ({
  queueMail: vi.fn(async (_payload: unknown, message: { to: string; text: string; html: string; subject: string; replyTo?: string }) => {
    queued.push(message);
    return 1;
  }),
}));
// lib/platform/env.ts reads the environment once, on import: a secret of test length, as in the API suite.
vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-of-at-least-thirty-two-chars');
const { mailAcknowledgement, mailAppealChange, mailRequestStatus } = await import('./submission-mail');
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

describe('the acknowledgement of a new submission', () => {
  it.each([
    ['ru', 'Ответ будет дан не позднее 4 декабря 2026 г.', 'Приложено 2 файла.'],
    ['en', 'You will receive an answer by 4 December 2026 at the latest.', '2 files were attached.'],
    ['tr', 'Yanıtınız en geç 4 Aralık 2026 tarihine kadar verilecektir.', '2 dosya eklendi.'],
    ['zh', '投资发展署将不晚于 2026年12月4日 给予答复。', '附有 2 个文件。'],
  ] as const)('an investor’s (%s): reference, files and due date in the account’s language, the cabinet to follow it', async (locale, due, files) => {
    await mailAcknowledgement(payloadWith(locale), 'appeal', { reference: 'ОБ-2026-000045', dueDate: '2026-12-04', text: 'Прошу консультацию по площадке', files: 2, owner: 7 });
    expect(queued).toHaveLength(1);
    const mail = queued[0]!;
    expect(mail.subject).toContain('ОБ-2026-000045');
    expect(mail.text).toContain(due);
    expect(mail.text).toContain(files);
    expect(mail.text).toContain('Прошу консультацию по площадке');
    expect(mail.text).toContain(portalLink(locale, '/profile?tab=appeals'));
    expect(mail.replyTo).toBeUndefined();
  });

  it('a guest’s: in the language of the form, the reference to quote and the agency’s inbox as the reply-to address', async () => {
    const payload = { findByID: vi.fn(), logger: { error: vi.fn() } } as unknown as Payload;
    await mailAcknowledgement(payload, 'request', {
      reference: 'ИП-2026-000123',
      dueDate: '2026-12-28',
      title: 'Лесопильный завод',
      text: '',
      files: 0,
      owner: null,
      contactEmail: 'guest@example.org',
      contactName: 'Guest',
      locale: 'en',
    });
    expect(payload.findByID).not.toHaveBeenCalled();
    const mail = queued[0]!;
    expect(mail.to).toBe('guest@example.org');
    expect(mail.subject).toBe('Project application “Лесопильный завод” received: ИП-2026-000123');
    expect(mail.text).toContain('No files were attached.');
    expect(mail.text).toContain('28 December 2026');
    expect(mail.text).toMatch(/Please keep the reference ИП-2026-000123.*write to \S+@\S+/);
    expect(mail.replyTo).toMatch(/@/);
    expect(mail.text).not.toContain('/profile');
  });
});
