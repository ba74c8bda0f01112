// When the editor at /admin/ loads itself afresh because the address names another entry (D40): each move is
// judged from its own old and new address, so two moves in quick succession are judged one by one.
import { describe, expect, it } from "vitest";
import { entryFormGoesStale } from "../src/admin/editor-navigation";

const newVacancy = "#/collections/vacancies/new";
const saved = "#/collections/vacancies/entries/cook-huntingdon";

describe("which moves of the address leave the editor's form holding another entry", () => {
  it("a new entry's move to its own page after its first save keeps the form: it is that entry's", () => {
    expect(entryFormGoesStale(newVacancy, saved)).toBe(false);
  });

  it("from a saved entry to a new one, as Publish and create new moves straight after the save, the form is the saved entry's", () => {
    expect(entryFormGoesStale(saved, newVacancy)).toBe(true);
  });

  it("from one entry to another, and between collections, the form is the old entry's", () => {
    expect(entryFormGoesStale(saved, "#/collections/vacancies/entries/porter-northampton")).toBe(true);
    expect(entryFormGoesStale(newVacancy, "#/collections/sectors/new")).toBe(true);
    expect(entryFormGoesStale(newVacancy, "#/collections/sectors/entries/healthcare")).toBe(true);
  });

  it("to or from a page that holds no entry (a collection's list), or to the same entry, nothing is held over", () => {
    expect(entryFormGoesStale("#/collections/vacancies", newVacancy)).toBe(false);
    expect(entryFormGoesStale(saved, "#/collections/vacancies")).toBe(false);
    expect(entryFormGoesStale(saved, saved)).toBe(false);
  });
});
