export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The part of the day the home greeting names (spec §2): morning until noon, afternoon until six. */
export function dayPart(moment: Date): DayPart {
  const hour = moment.getHours();
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
