/**
 * zod 4 compiles object schemas with `new Function` when it may, and finds out by trying `new Function('')` the first
 * time a schema parses. Under the site's Content-Security-Policy (no 'unsafe-eval', ADR 025) the browser refuses the
 * probe and reports a CSP violation, though zod catches the error and parses without it. `jitless` in zod's global
 * config (an object zod keeps on globalThis and reads by reference) skips the probe.
 *
 * Some modules parse as they load, so the flag must be set before any script of the app runs: this inline script
 * goes in the head of every page (app/(site)/[locale]/layout.tsx). The server, with no CSP, keeps the compiled parsers.
 */
export const ZOD_WITHOUT_EVAL_SCRIPT = '(window.__zod_globalConfig=window.__zod_globalConfig||{}).jitless=true;';
