// Content fields may hold {{name}} slots that a component fills in as it
// renders, such as "+{{count}} more roles" or "Rated {{rating}} out of 5". The
// schema declares which names each such field allows (template() in
// placeholders.ts), so a misspelt slot is a content error, never published.

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

const pluralRules = new Intl.PluralRules("en-GB");

/** Picks the singular or plural wording for a count, as en-GB's plural rules say, then fills {{count}}. */
export function pluralTemplate(forms: { one: string; other: string }, count: number): string {
  return fillTemplate(pluralRules.select(count) === "one" ? forms.one : forms.other, { count });
}
