import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOD_WITHOUT_EVAL_SCRIPT } from './zod-without-eval';

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const run = (window: ZodGlobal) => new Function('window', ZOD_WITHOUT_EVAL_SCRIPT)(window);

describe('ZOD_WITHOUT_EVAL_SCRIPT', () => {
  it('turns on zod’s jitless mode before zod loads, and in place once it has (zod holds the object)', () => {
    const before: ZodGlobal = {};
    run(before);
    expect(before.__zod_globalConfig).toEqual({ jitless: true });
    const config = { customError: 'kept' };
    const after: ZodGlobal = { __zod_globalConfig: config };
    run(after);
    expect(after.__zod_globalConfig).toBe(config);
    expect(config).toEqual({ customError: 'kept', jitless: true });
  });

  it('is the config zod reads: with it, schemas parse without new Function', () => {
    const config = z.config();
    const saved = config.jitless;
    const original = globalThis.Function;
    let constructed = 0;
    try {
      run(globalThis as ZodGlobal);
      expect(config.jitless).toBe(true);
      globalThis.Function = new Proxy(original, { construct: (...args) => ((constructed += 1), Reflect.construct(...args)) });
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = original;
      config.jitless = saved;
    }
    expect(constructed).toBe(0);
  });
});
