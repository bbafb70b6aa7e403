/**
 * The escala in calendars (issue 41, RFC 5545): the event each escala mail carries, and the
 * musician's private feed. Both name an assignment by the same UID, one per musician and plan, so a
 * calendar that has the mail's event and subscribes to the feed shows it once; a 'removed' mail
 * cancels it (METHOD:CANCEL, STATUS:CANCELLED). Times are written in UTC, from the plan's date and
 * time in the server's time zone (as reminders count days, docs/decisions/514).
 */

export type CalendarEvent = {
  planId: string;
  musicianId: string;
  date: string;
  time: string;
  positions: string[];
  churchName: string;
  bandName: string;
  rehearsalUrl: string;
  status: "pendente" | "confirmado" | "recusado" | "removido";
  /** When the escala mail about it last went: orders the versions (SEQUENCE). */
  sentAt: Date | null;
};

/** How long an event lasts in the calendar; a plan has no end time. */
const EVENT_HOURS = 2;

export const eventUid = (event: Pick<CalendarEvent, "planId" | "musicianId">) => `escala-${event.planId}-${event.musicianId}@louvor`;

const utc = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** TEXT values escaped (RFC 5545 3.3.11). */
const escapeText = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines folded at 75 octets (RFC 5545 3.1), CRLF between them. */
function folded(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const STATUS = { pendente: "TENTATIVE", confirmado: "CONFIRMED", recusado: "CANCELLED", removido: "CANCELLED" } as const;

function eventLines(event: CalendarEvent, now: Date): string[] {
  const start = new Date(`${event.date}T${event.time}:00`);
  const end = new Date(start.getTime() + EVENT_HOURS * 3_600_000);
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(event)}`,
    `DTSTAMP:${utc(now)}`,
    `SEQUENCE:${event.sentAt ? Math.floor(event.sentAt.getTime() / 1000) - 1_700_000_000 : 0}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(`${event.positions.join(", ")} — ${event.churchName}`)}`,
    `DESCRIPTION:${escapeText(`Banda ${event.bandName}. Página do ensaio: ${event.rehearsalUrl}`)}`,
    `URL:${event.rehearsalUrl}`,
    `STATUS:${STATUS[event.status]}`,
    "END:VEVENT",
  ];
}

/** A VCALENDAR with these events: METHOD for a mail's attachment (PUBLISH or CANCEL), none for the feed. */
export function calendarText(events: readonly CalendarEvent[], options: { method?: "PUBLISH" | "CANCEL"; name?: string; now?: Date } = {}): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Louvor//Escala//PT",
    "CALSCALE:GREGORIAN",
    ...(options.method ? [`METHOD:${options.method}`] : []),
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, "REFRESH-INTERVAL;VALUE=DURATION:PT6H", "X-PUBLISHED-TTL:PT6H"] : []),
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(folded).join("\r\n")}\r\n`;
}
