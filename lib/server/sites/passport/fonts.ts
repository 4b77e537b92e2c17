import 'server-only';
import type { PassportInput } from './document';

/** Every text of a passport, to choose its fonts by (lib/platform/pdf/fonts.ts `fontsFor`). */
export function passportTexts(input: Partial<PassportInput>): string {
  return JSON.stringify(input);
}
