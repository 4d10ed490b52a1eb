/** How much of the question the answer quotes. */
const QUOTED_CHARACTERS = 120;

/** The question's opening words on one line, cut at a word with an ellipsis when longer. */
export function questionStart(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= QUOTED_CHARACTERS) return line;
  const cut = line.slice(0, QUOTED_CHARACTERS);
  const space = cut.lastIndexOf(' ');
  return `${space > QUOTED_CHARACTERS / 2 ? cut.slice(0, space) : cut}…`;
}
