/**
 * A confirmed investor for the benchmarks, made the way a visitor makes one: registration, the link mailed to the
 * outbox folder the server writes to (OUTBOX_DIR, var/outbox by default), login. Returns the credentials, the bearer
 * token and the session cookie the login set.
 */
import fs from 'node:fs';
import path from 'node:path';

const VERIFY_LINK = /\/verification\/([a-f0-9]{64})/;

async function post(origin, url, body, headers = {}) {
  const response = await fetch(`${origin}/api/v1${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'ru', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { answer, response };
}

/** The verification token in the newest mail to `email` (quoted-printable undone), waiting up to 15 s for it. */
async function mailedToken(outbox, email) {
  const safe = email.replace(/[^\w@.-]/g, '_');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const file = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(`-${safe}.eml`)).sort().at(-1) : undefined;
    if (file) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = VERIFY_LINK.exec(text);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification mail to ${email} in ${outbox}`);
}

export async function benchInvestor(origin, { outbox = process.env.OUTBOX_DIR || 'var/outbox', prefix = 'bench' } = {}) {
  const email = `${prefix}-${Date.now().toString(36)}@example.org`;
  const password = 'Bench-password-2026';
  await post(origin, '/auth/registration/email', { name: 'Мария', surname: 'Соколова', phone: '+7 391 333-44-55', email, password });
  await post(origin, `/auth/verify/${await mailedToken(outbox, email)}`, {});
  const { answer, response } = await post(origin, '/auth/login/email', { email, password, session: false });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { email, password, token: answer.result.token, cookie };
}
