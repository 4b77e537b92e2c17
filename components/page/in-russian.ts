import type { CSSProperties } from 'react';

/**
 * The custom property components/page/in-russian.css reads for its badge: the page language's «in Russian» as a CSS
 * string (quotes and backslashes escaped), set once on <body> by the locale layout.
 */
export function inRussianMarkerStyle(text: string): CSSProperties {
  return { ['--in-russian-marker' as string]: `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"` };
}
