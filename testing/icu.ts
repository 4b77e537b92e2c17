/**
 * A small ICU MessageFormat reader for tests: the argument names a message uses
 * (`{name}`, `{count, plural, …}`, nested ones inside plural/select branches).
 * It throws on unbalanced braces, so a malformed message fails the test too.
 */
export function icuArguments(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;

  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`);
  };

  // Plain text until an unmatched `}` (inside a branch) or the end (top level).
  function text(inBranch: boolean): void {
    while (i < message.length) {
      const ch = message[i];
      if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") {
          i += 2;
        } else if (next === '{' || next === '}' || (inBranch && next === '#')) {
          const end = message.indexOf("'", i + 1);
          i = end === -1 ? message.length : end + 1;
        } else {
          i += 1;
        }
      } else if (ch === '{') {
        i += 1;
        argument();
      } else if (ch === '}') {
        if (!inBranch) fail('Unmatched }');
        return;
      } else {
        i += 1;
      }
    }
    if (inBranch) fail('Unclosed branch');
  }

  function readUntil(stops: string): string {
    const start = i;
    while (i < message.length && !stops.includes(message[i]!)) i += 1;
    if (i >= message.length) fail('Unclosed argument');
    return message.slice(start, i).trim();
  }

  // After `{`: name, optional type and style; consumes the closing `}`.
  function argument(): void {
    const name = readUntil(',}');
    if (!/^[\p{L}\p{N}_]+$/u.test(name)) fail(`Bad argument name "${name}"`);
    names.add(name);
    if (message[i] === '}') {
      i += 1;
      return;
    }
    i += 1; // ','
    const type = readUntil(',}');
    if (message[i] === '}') {
      i += 1;
      return;
    }
    i += 1; // ','
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      for (;;) {
        while (/\s/.test(message[i] ?? '')) i += 1;
        if (i >= message.length) fail('Unclosed plural/select');
        if (message[i] === '}') {
          i += 1;
          return;
        }
        const selector = readUntil('{}').trim();
        if (!selector) fail('Missing selector');
        if (message[i] !== '{') fail('Missing branch');
        i += 1;
        text(true);
        i += 1; // the branch's '}'
      }
    }
    // number/date/time style: skip to the matching brace.
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth += 1;
      else if (message[i] === '}') depth -= 1;
      i += 1;
    }
    if (depth > 0) fail('Unclosed argument style');
  }

  text(false);
  return names;
}
