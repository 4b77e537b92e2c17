import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers hold because `npm run lint` refuses an arrow against them. ESLint is run here with the project's own
 * eslint.config.mjs (the configuration `npm run lint` uses) on the deliberate violations in ./fixtures/, which the
 * normal run ignores: a fixture's text is linted as if it were a file of the layer it pretends to be in, and the same
 * text where the import is allowed shows it is the layer rule, not something else, that refuses it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => path.join(root, 'tests/lint/fixtures', name);

let eslint: ESLint;
/** The same configuration for text linted under a path that does not exist: import/no-cycle needs a real file. */
let atPath: ESLint;

beforeAll(() => {
  // ignore: false, or the fixtures folder (ignored by the normal run) would not be linted at all.
  eslint = new ESLint({ cwd: root, ignore: false });
  atPath = new ESLint({ cwd: root, ignore: false, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

type Problem = { rule: string | null; message: string };

/** The errors (what fails `npm run lint`) of a fixture's text linted as the file `at`. */
async function errorsOf(name: string, at: string): Promise<Problem[]> {
  const [result] = await atPath.lintText(readFileSync(fixture(name), 'utf8'), { filePath: path.join(root, at) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const boundary = (problems: Problem[]) => problems.filter((p) => p.rule === 'import/no-restricted-paths').map((p) => p.message);

// Loading the whole configuration (Next's and typescript-eslint's rules) takes a while on a busy machine.
describe('npm run lint refuses arrows against the layers', { timeout: 120_000 }, () => {
  it('components/ importing features/', async () => {
    const refused = boundary(await errorsOf('components-imports-feature.ts', 'components/layout/lint-fixture.ts'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('components/ must not import features/');
    // A page in app/ composes features: the same import is allowed there.
    expect(boundary(await errorsOf('components-imports-feature.ts', 'app/(site)/lint-fixture.ts'))).toEqual([]);
  });

  it('lib/ (outside lib/server) importing cms/', async () => {
    for (const at of ['lib/lint-fixture.ts', 'lib/seo/lint-fixture.ts']) {
      const refused = boundary(await errorsOf('lib-imports-cms.ts', at));
      expect(refused, at).toHaveLength(1);
      expect(refused[0], at).toContain('lib/ (outside lib/server) must not import cms/');
    }
    // lib/platform is in lib/ and has a rule of its own besides.
    const fromPlatform = boundary(await errorsOf('lib-imports-cms.ts', 'lib/platform/lint-fixture.ts'));
    expect(fromPlatform).toHaveLength(2);
    expect(fromPlatform.join('\n')).toContain('lib/platform/ must not import cms/ or lib/server/');
    // lib/server uses Payload, whose configuration is in cms/: allowed there.
    expect(boundary(await errorsOf('lib-imports-cms.ts', 'lib/server/content/lint-fixture.ts'))).toEqual([]);
  });

  it('cms/ importing the portal\'s UI', async () => {
    const refused = boundary(await errorsOf('components-imports-feature.ts', 'cms/hooks/lint-fixture.ts'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('cms/ must not import the portal\'s UI');
  });

  it('cms/ and lib/platform/ importing lib/server/', async () => {
    const fromCms = boundary(await errorsOf('imports-lib-server.ts', 'cms/hooks/lint-fixture.ts'));
    expect(fromCms).toHaveLength(1);
    expect(fromCms[0]).toContain('cms/ must not import lib/server/');
    const fromPlatform = boundary(await errorsOf('imports-lib-server.ts', 'lib/platform/lint-fixture.ts'));
    expect(fromPlatform).toHaveLength(1);
    expect(fromPlatform[0]).toContain('lib/platform/ must not import cms/ or lib/server/');
    expect(boundary(await errorsOf('imports-lib-server.ts', 'lib/server/ops/lint-fixture.ts'))).toEqual([]);
  });

  it('an import cycle', async () => {
    const [result] = await eslint.lintFiles([fixture('cycle-a.ts')]);
    const cycles = (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.severity).toBe(2);
    // A file that only imports downwards has none.
    const [plain] = await eslint.lintFiles([fixture('lib-imports-cms.ts')]);
    expect((plain?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle')).toEqual([]);
  });
});
