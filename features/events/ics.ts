/**
 * A tiny RFC 5545 (iCalendar) writer for one event: the «add to calendar» download of an event page.
 * Times are written in UTC (`…Z`), texts are escaped (§3.3.11) and lines folded at 75 octets (§3.1).
 */

export type CalendarEvent = {
  /** Globally unique and stable: the same event gives the same UID, so a calendar updates it rather than adding a copy. */
  uid: string;
  start: Date;
  /** No end: the event is a point in time (RFC 5545 §3.6.1: DTEND may be left out). */
  end?: Date | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
};

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** A UTC DATE-TIME: 2027-04-22T03:00:00.000Z → 20270422T030000Z. */
export function icsDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date for an iCalendar DATE-TIME');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line into pieces of at most 75 octets (UTF-8), never splitting a character; continuations start with a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation's leading space counts towards its 75 octets.
    const limit = pieces.length ? LINE_OCTETS - 1 : LINE_OCTETS;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** A VCALENDAR with one VEVENT; `product` names the calendar's maker (PRODID). */
export function eventToIcs(event: CalendarEvent, product = '-//Investment Portal of Krasnoyarsk Krai//Events//RU'): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${product}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
  ];
  if (event.end && event.end.getTime() > event.start.getTime()) lines.push(`DTEND:${icsDateTime(event.end)}`);
  lines.push(`SUMMARY:${escapeIcsText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  // URI values are not TEXT: no escaping, but they must not break the line.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
