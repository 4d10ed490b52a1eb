import later from '../locales/nl/later.json';

type Texts = { [key: string]: unknown };

function merged(first: Texts, rest: Texts): Texts {
  const whole: Texts = { ...first };
  for (const [key, value] of Object.entries(rest)) {
    const existing = whole[key];
    whole[key] =
      typeof existing === 'object' && existing !== null && typeof value === 'object' && value !== null
        ? merged(existing as Texts, value as Texts)
        : value;
  }
  return whole;
}

/** A first-paint namespace's Dutch texts whole: its own file with its part of `later.json` (decision 0081). */
export function dutchTexts<FirstPaint extends object>(
  firstPaint: FirstPaint,
  namespace: keyof typeof later,
): FirstPaint & Texts {
  return merged(firstPaint as Texts, later[namespace] as Texts) as FirstPaint & Texts;
}
