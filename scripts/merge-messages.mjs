#!/usr/bin/env node
// Deep-merges a fragment `{ "ru": {...}, "en": {...}, "tr": {...}, "zh": {...} }` into messages/<locale>.json.
// Usage: node scripts/merge-messages.mjs path/to/fragment.json
import fs from 'node:fs';

const fragment = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) target[key] = merge(target[key] ?? {}, value);
    else target[key] = value;
  }
  return target;
};
for (const locale of ['ru', 'en', 'tr', 'zh']) {
  if (!fragment[locale]) continue;
  const file = new URL(`../messages/${locale}.json`, import.meta.url);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, `${JSON.stringify(merge(current, fragment[locale]), null, 2)}\n`);
}
