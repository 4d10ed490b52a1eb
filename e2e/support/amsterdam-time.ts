/** Dates and times in the insurer's time zone, for a suite whose clocks are pinned. */
const timeZone = 'Europe/Amsterdam';

/** The calendar day of an instant in Amsterdam, yyyy-MM-dd. */
export function amsterdamDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The time of day of an instant in Amsterdam, HH:mm. */
export function amsterdamTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** The instant a wall clock in Amsterdam shows `time` (HH:mm) on `day` (yyyy-MM-dd), winter or summer. */
export function amsterdamInstant(day: string, time: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${day}T${time}:00${offset}`);
    if (amsterdamDay(candidate) === day && amsterdamTime(candidate) === time) return candidate;
  }
  throw new Error(`${day} ${time} does not exist in Amsterdam`);
}

/** The day `days` after `day` (negative: before), yyyy-MM-dd. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day `days` before the day of `now` in Amsterdam, as a date input takes it. */
export const daysBefore = (now: Date, days: number): string => addDays(amsterdamDay(now), -days);
