// Content fields may hold {{name}} slots that a component fills in as it
// renders, such as "+{{count}} more roles" or "Rated {{rating}} out of 5". The
// schema declares which names each such field allows (template() in
// placeholders.ts), so a misspelt slot is a content error, never published.

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * Picks the singular or plural wording for a count, then fills {{count}}.
 * English has one form for exactly 1 and another for every other count
 * (Intl.PluralRules("en-GB") says the same, but its first use costs a process
 * about 20 ms: calendar.ts).
 */
export function pluralTemplate(forms: { one: string; other: string }, count: number): string {
  return fillTemplate(count === 1 ? forms.one : forms.other, { count });
}
