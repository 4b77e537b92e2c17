#!/usr/bin/env node
// Creates .env from .env.example on first run, with a fresh random PAYLOAD_SECRET. Never overwrites an existing .env.
import crypto from 'node:crypto';
import fs from 'node:fs';

const target = new URL('../.env', import.meta.url);
if (fs.existsSync(target)) {
  console.log('.env exists: kept as it is');
} else {
  const example = fs.readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(target, example.replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${secret}`), { mode: 0o600 });
  console.log('.env created with a random PAYLOAD_SECRET');
}
fs.mkdirSync(new URL('../var', import.meta.url), { recursive: true });
