/** One line of the table as measured now; `pass` is null for figures without a target. */
export interface Row {
  what: string;
  measured: string;
  target: string;
  pass: boolean | null;
}

const mark = (pass: boolean | null) => (pass === null ? '    ' : pass ? 'PASS' : 'FAIL');

export function printSection(title: string): void {
  console.log(`\n${title}`);
}

export function printRow(row: Row): void {
  const target = row.target ? `  (target ${row.target})` : '';
  console.log(`  ${mark(row.pass)}  ${row.what.padEnd(58)} ${row.measured}${target}`);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
