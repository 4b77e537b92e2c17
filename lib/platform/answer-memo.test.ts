import { afterEach, describe, expect, it } from 'vitest';
import { forgetAnswers, INTERNAL_READ_HEADER, MEMO_MS, memoisedAnswer } from './answer-memo';

const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/v1/news?page=1', { headers });

function producer(status = 200) {
  let calls = 0;
  const produce = async () => {
    calls += 1;
    return Response.json({ result: { n: calls } }, { status, headers: { 'X-Answer': String(calls) } });
  };
  return { produce, calls: () => calls };
}

afterEach(() => forgetAnswers());

describe('memoisedAnswer', () => {
  it('answers a repeated read from the kept copy, body and headers, until MEMO_MS have passed', async () => {
    let clock = 1_000;
    const now = () => clock;
    const { produce, calls } = producer();
    const first = await memoisedAnswer(request(), 'ru /news', produce, now);
    expect(await first.json()).toEqual({ result: { n: 1 } });
    clock += MEMO_MS - 1;
    const second = await memoisedAnswer(request(), 'ru /news', produce, now);
    expect(await second.json()).toEqual({ result: { n: 1 } });
    expect(second.headers.get('x-answer')).toBe('1');
    expect(calls()).toBe(1);
    clock += 1;
    expect(await (await memoisedAnswer(request(), 'ru /news', produce, now)).json()).toEqual({ result: { n: 2 } });
  });

  it('keeps answers apart by key, and forgets them all on a publish', async () => {
    const { produce, calls } = producer();
    await memoisedAnswer(request(), 'ru /news', produce);
    await memoisedAnswer(request(), 'en /news', produce);
    expect(calls()).toBe(2);
    forgetAnswers();
    await memoisedAnswer(request(), 'ru /news', produce);
    expect(calls()).toBe(3);
  });

  it('never keeps a failed answer, and the portal’s own page renders always read through', async () => {
    const failing = producer(404);
    expect((await memoisedAnswer(request(), 'ru /news/x', failing.produce)).status).toBe(404);
    await memoisedAnswer(request(), 'ru /news/x', failing.produce);
    expect(failing.calls()).toBe(2);

    const { produce, calls } = producer();
    await memoisedAnswer(request(), 'ru /news', produce);
    const internal = await memoisedAnswer(request({ [INTERNAL_READ_HEADER]: '1' }), 'ru /news', produce);
    expect(await internal.json()).toEqual({ result: { n: 2 } });
    expect(calls()).toBe(2);
  });
});
