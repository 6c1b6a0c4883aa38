/** A run of footer lines under an optional section title (a line with isSectionTitle). */
export interface FooterSection<Line> {
  title: Line | undefined;
  lines: Line[];
}

/** Splits a column's lines at each section title, keeping their order. */
export function footerSections<Line extends { isSectionTitle: boolean }>(
  lines: readonly Line[],
): FooterSection<Line>[] {
  const sections: FooterSection<Line>[] = [];
  for (const line of lines) {
    const last = sections.at(-1);
    if (line.isSectionTitle) sections.push({ title: line, lines: [] });
    else if (last) last.lines.push(line);
    else sections.push({ title: undefined, lines: [line] });
  }
  return sections;
}
