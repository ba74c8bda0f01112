// Content fields may hold {name} slots that the page fills in, such as
// "+{count} more roles" or "Rated {rating} out of 5".

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

const plural = new Intl.PluralRules("en-GB");

/** Picks the singular or plural wording for a count, then fills {count}. */
export function pluralTemplate(forms: { one: string; other: string }, count: number): string {
  return fillTemplate(plural.select(count) === "one" ? forms.one : forms.other, { count });
}
