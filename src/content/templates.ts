// {{name}} slots a component fills in as it renders; each field declares the names it allows (template()).

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

const pluralRules = new Intl.PluralRules("en-GB");

/** As en-GB's plural rules say. */
export function pluralTemplate(forms: { one: string; other: string }, count: number): string {
  return fillTemplate(pluralRules.select(count) === "one" ? forms.one : forms.other, { count });
}
