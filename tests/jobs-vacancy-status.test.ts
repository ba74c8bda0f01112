// Open and closed (D24): "today" is the day in Europe/London, and a vacancy
// is open from its posted date through its closing date inclusive.
import { describe, expect, it } from "vitest";
import { londonOffsetMinutes } from "../src/jobs/calendar";
import { addDays, endOfDayInLondon, parseTodayOption, todayInLondon, vacancyStatus } from "../src/jobs/vacancy-status";

describe("today in London", () => {
  it("is the UTC date in winter (GMT), on both sides of midnight", () => {
    expect(todayInLondon(new Date("2026-11-21T23:59:59Z"))).toBe("2026-11-21");
    expect(todayInLondon(new Date("2026-11-22T00:00:00Z"))).toBe("2026-11-22");
  });

  it("is an hour ahead of UTC in summer (BST): 23:30 UTC is already tomorrow", () => {
    expect(todayInLondon(new Date("2026-06-30T22:59:59Z"))).toBe("2026-06-30");
    expect(todayInLondon(new Date("2026-06-30T23:00:00Z"))).toBe("2026-07-01");
    expect(todayInLondon(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
  });

  it("follows the clocks going forward (29 March 2026) and back (25 October 2026)", () => {
    // The evening before the change is still GMT: London midnight is UTC midnight.
    expect(todayInLondon(new Date("2026-03-28T23:59:59Z"))).toBe("2026-03-28");
    expect(todayInLondon(new Date("2026-03-29T00:00:00Z"))).toBe("2026-03-29");
    // The evening of the change is BST: London midnight is 23:00 UTC.
    expect(todayInLondon(new Date("2026-03-29T22:59:59Z"))).toBe("2026-03-29");
    expect(todayInLondon(new Date("2026-03-29T23:00:00Z"))).toBe("2026-03-30");
    // The evening before the clocks go back is still BST.
    expect(todayInLondon(new Date("2026-10-24T22:59:59Z"))).toBe("2026-10-24");
    expect(todayInLondon(new Date("2026-10-24T23:00:00Z"))).toBe("2026-10-25");
    // The evening of the change is GMT again.
    expect(todayInLondon(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-25");
    expect(todayInLondon(new Date("2026-10-26T00:00:00Z"))).toBe("2026-10-26");
  });
});

describe("London's offset from UTC, worked out without Intl (its first use costs a build about 20 ms)", () => {
  // The time-zone database the platform carries is the reference: a change in the law shows here first.
  const london = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  });
  const inLondon = (instant: Date) => {
    const parts = Object.fromEntries(london.formatToParts(instant).map((part) => [part.type, part.value]));
    return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
  };

  it("gives the same date and offset as the time-zone database every hour of the days the clocks change, 2000 to 2100", () => {
    for (let year = 2000; year <= 2100; year += 1) {
      for (const month of [2, 9]) {
        // The whole last week of March and of October, hour by hour.
        for (let hour = 0; hour < 8 * 24; hour += 1) {
          const instant = new Date(Date.UTC(year, month, 24, hour));
          const expected = inLondon(instant);
          expect(todayInLondon(instant), instant.toISOString()).toBe(expected.date);
          expect((expected.hour - instant.getUTCHours() + 24) % 24, instant.toISOString()).toBe(
            londonOffsetMinutes(instant) / 60,
          );
        }
      }
    }
  });

  it("gives the same end of the London day as the time-zone database for every day from 2000 to 2100", () => {
    for (let day = new Date(Date.UTC(2000, 0, 1)); day.getUTCFullYear() <= 2100; day.setUTCDate(day.getUTCDate() + 1)) {
      const date = day.toISOString().slice(0, 10);
      const end = new Date(`${date}T23:59:59Z`);
      const summer = (inLondon(end).hour - 23 + 24) % 24 === 1;
      expect(endOfDayInLondon(date), date).toBe(`${date}T23:59:59${summer ? "+01:00" : "+00:00"}`);
    }
  });
});

describe("--today", () => {
  it("takes a date written YYYY-MM-DD", () => {
    expect(parseTodayOption("2026-11-21")).toBe("2026-11-21");
  });

  it("refuses anything else with a message naming the option, the format and the value", () => {
    for (const value of ["21/11/2026", "2026-11-31", "tomorrow", ""]) {
      expect(() => parseTodayOption(value)).toThrow(
        `--today expects a date written YYYY-MM-DD, such as 2026-11-21, found "${value}"`,
      );
    }
  });
});

describe("the status of a vacancy on a day", () => {
  const vacancy = { posted: "2026-11-14", closes: "2026-12-12", filled: false };

  it("is not yet published before its posted date, and open from it", () => {
    expect(vacancyStatus(vacancy, "2026-11-13")).toBe("scheduled");
    expect(vacancyStatus(vacancy, "2026-11-14")).toBe("open");
  });

  it("is open on its closing day and closed the day after", () => {
    expect(vacancyStatus(vacancy, "2026-12-12")).toBe("open");
    expect(vacancyStatus(vacancy, "2026-12-13")).toBe("closed");
  });

  it("stays open with no closing date", () => {
    expect(vacancyStatus({ posted: "2026-11-14", filled: false }, "2030-01-01")).toBe("open");
  });

  it("is closed at once when filled", () => {
    expect(vacancyStatus({ ...vacancy, filled: true }, "2026-11-20")).toBe("closed");
  });

  it("stays unpublished when filled before its posted date", () => {
    expect(vacancyStatus({ ...vacancy, filled: true }, "2026-11-10")).toBe("scheduled");
  });

  it("changes at London midnight, not UTC midnight, in summer", () => {
    const summer = { posted: "2026-06-01", closes: "2026-06-30", filled: false };
    expect(vacancyStatus(summer, todayInLondon(new Date("2026-06-30T22:59:59Z")))).toBe("open");
    expect(vacancyStatus(summer, todayInLondon(new Date("2026-06-30T23:00:00Z")))).toBe("closed");
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("ends a London day at 23:59:59 with the offset in force: +00:00 in winter, +01:00 in summer", () => {
    expect(endOfDayInLondon("2026-12-12")).toBe("2026-12-12T23:59:59+00:00");
    expect(endOfDayInLondon("2026-07-01")).toBe("2026-07-01T23:59:59+01:00");
    // The days the clocks change: the end of the day is in the new time.
    expect(endOfDayInLondon("2026-03-28")).toBe("2026-03-28T23:59:59+00:00");
    expect(endOfDayInLondon("2026-03-29")).toBe("2026-03-29T23:59:59+01:00");
    expect(endOfDayInLondon("2026-10-24")).toBe("2026-10-24T23:59:59+01:00");
    expect(endOfDayInLondon("2026-10-25")).toBe("2026-10-25T23:59:59+00:00");
  });
});
