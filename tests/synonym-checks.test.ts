// The agency's words of the trade cannot break the search (D44): a line that
// would find every job is refused, in the build's and the editor's words
// (tests/checks-build-and-editor.test.ts runs them through both).
import { describe, expect, it } from "vitest";
import {
  maxSynonymLines,
  minVacanciesForShare,
  synonymProblems,
  synonymShareProblems,
  type SynonymProblem,
} from "../src/jobs/synonym-checks";
import { saidText } from "../src/content/problems";

/** Each problem's line and its sentence as the build writes it. */
const inWords = (problems: SynonymProblem[]) =>
  problems.map((found) => ({ ...(found.line === undefined ? {} : { line: found.line }), message: saidText(found) }));

describe("the list on its own", () => {
  it("refuses a word of everyday English, which nearly every advert has", () => {
    expect(inWords(synonymProblems(["HCA, healthcare assistant", "forklift, a", "nurse, the"]))).toEqual([
      {
        line: 1,
        message:
          'expected words that name a job, found "a", a word of everyday English that nearly every advert has, so a search for "forklift" would find nearly every job; take "a" out',
      },
      {
        line: 2,
        message:
          'expected words that name a job, found "the", a word of everyday English that nearly every advert has, so a search for "nurse" would find nearly every job; take "the" out',
      },
    ]);
  });

  it("says plainly that two forms of one word are one word to the search", () => {
    expect(inWords(synonymProblems(["nurses, nursing"]))).toEqual([
      {
        line: 0,
        message:
          'expected two or more different words or phrases that mean the same, separated by commas, such as "HCA, healthcare assistant", found "nurses" and "nursing", which the search reads as one word (it finds every form of a word from any one of them)',
      },
    ]);
    expect(inWords(synonymProblems(["RGN, registered nurse, nurse, nurses"]))).toEqual([
      {
        line: 0,
        message:
          'expected different words or phrases on a line, found "nurse" and "nurses", which the search reads as one word (it finds every form of a word from any one of them); keep one',
      },
    ]);
  });

  it("refuses one line of more words or phrases than a job has names, which would grow every visitor's index as many lines would", () => {
    const line = ["FLT", "forklift", ...Array.from({ length: 50_000 }, (_, index) => `t${index}x`)].join(", ");
    expect(inWords(synonymProblems([line]))).toEqual([
      {
        line: 0,
        message:
          "expected at most 20 words or phrases on one line, found 50,002; a line names one job, in the words candidates use for it",
      },
    ]);
  });

  it("refuses a list longer than the limit in its own words, without reading every line", () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `word${index}, term${index}`);
    expect(maxSynonymLines).toBe(500);
    expect(inWords(synonymProblems(lines))).toEqual([
      {
        message:
          "expected at most 500 lines, found 10,000; keep the words candidates really use for the same job, one group to a line",
      },
    ]);
    expect(synonymProblems(lines.slice(0, maxSynonymLines))).toEqual([]);
  });

  it("keeps the seeded list", () => {
    expect(
      synonymProblems([
        "HCA, healthcare assistant",
        "carer, care worker, care assistant, support worker",
        "RGN, registered nurse",
        "KP, kitchen porter",
        "FLT, forklift",
        "TA, teaching assistant",
      ]),
    ).toEqual([]);
  });
});

describe("the list against the open vacancies", () => {
  /** `count` vacancies, the first `with` of them containing `words` outside their titles, every one "nurs". */
  const board = (count: number, withWords: number, words: string[]) =>
    Array.from({ length: count }, (_, index) => ({
      words: new Set(["nurs", ...(index < withWords ? words : [])]),
      titleWords: new Set<string>(),
    }));

  it("refuses a word more than half of the open vacancies contain", () => {
    expect(inWords(synonymShareProblems(["shift, rota"], board(17, 10, ["shift"])))).toEqual([
      {
        line: 0,
        message:
          'expected words that pick out some jobs, found "shift", which 10 of the 17 open vacancies contain outside their titles, more than half, so a search for "rota" would find most jobs and a job alert would send them; take "shift" out, or use a phrase such as "care assistant"',
      },
    ]);
    // Half is not more than half.
    expect(synonymShareProblems(["shift, rota"], board(16, 8, ["shift"]))).toEqual([]);
  });

  it("compares phrases as the index holds them", () => {
    expect(synonymShareProblems(["night shift, nights"], board(12, 7, ["night_shift"]))).toHaveLength(1);
  });

  it("refuses a line whose words together are in every open vacancy", () => {
    const vacancies = board(12, 12, []).map(({ words, titleWords }, index) => ({
      words: new Set([...words, index % 2 === 0 ? "driver" : "porter"]),
      titleWords,
    }));
    expect(inWords(synonymShareProblems(["driver, porter"], vacancies))).toEqual([
      {
        line: 0,
        message:
          "expected words that pick out some jobs, found a line whose words together are in all 12 open vacancies, none of them in a title, so a search for any of them would find every job and a job alert would send them all; take out the broadest",
      },
    ]);
  });

  it("keeps the words of a board's main job: in the titles, they are what the jobs are", () => {
    const porters = Array.from({ length: 22 }, () => ({
      words: new Set(["kitchen_porter", "kitchen", "porter", "wash"]),
      titleWords: new Set(["kitchen_porter", "kitchen", "porter"]),
    }));
    const others = Array.from({ length: 7 }, () => ({ words: new Set(["nurs"]), titleWords: new Set(["nurs"]) }));
    expect(synonymShareProblems(["KP, kitchen porter"], [...porters, ...others])).toEqual([]);
    expect(synonymShareProblems(["KP, kitchen porter"], porters)).toEqual([]);
    // The same words outside the titles are filler.
    expect(
      synonymShareProblems(
        ["KP, kitchen porter"],
        porters.map(({ words }) => ({ words, titleWords: new Set<string>() })),
      ),
    ).toHaveLength(1);
  });

  it("leaves a small board alone: half of a few jobs is a job or two", () => {
    expect(minVacanciesForShare).toBe(10);
    expect(synonymShareProblems(["nurse, RGN"], board(minVacanciesForShare - 1, 9, []))).toEqual([]);
    expect(synonymShareProblems(["nurse, RGN"], board(minVacanciesForShare, 10, []))).toHaveLength(1);
  });
});
