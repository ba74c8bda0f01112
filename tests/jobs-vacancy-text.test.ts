// The words visitors read about a vacancy (D26), in UK English.
import { describe, expect, it } from "vitest";
import {
  closingText,
  dateText,
  engagementText,
  hoursText,
  locationText,
  payText,
  postedText,
  startText,
} from "../src/jobs/vacancy-text";

describe("vacancy wording", () => {
  it("writes pay as a range or a single sum, with the period in words", () => {
    expect(payText({ from: 24.5, to: 27, per: "hour" })).toBe("£24.50 to £27.00 an hour");
    expect(payText({ from: 32000, per: "year" })).toBe("£32,000 a year");
    expect(payText({ from: 120, per: "day" })).toBe("£120 a day");
    expect(payText({ from: 28000, to: 32000, per: "year" })).toBe("£28,000 to £32,000 a year");
    expect(payText({ from: 12.71, per: "hour" })).toBe("£12.71 an hour");
    expect(payText({ from: 13, to: 14, per: "hour" })).toBe("£13 to £14 an hour");
    expect(payText({ from: 550, per: "week" })).toBe("£550 a week");
    expect(payText({ from: 2400, per: "month" })).toBe("£2,400 a month");
  });

  it("writes every sum as Intl's en-GB number format would, without Intl (its first use costs a build about 20 ms)", () => {
    const withPence = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
    for (const pounds of [
      1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678,
    ]) {
      expect(payText({ from: pounds, per: "year" })).toBe(`£${whole.format(pounds)} a year`);
      for (const pence of [0.01, 0.1, 0.5, 0.99]) {
        const amount = Math.round((pounds + pence) * 100) / 100;
        expect(payText({ from: amount, per: "hour" })).toBe(`£${withPence.format(amount)} an hour`);
      }
    }
  });

  it("shows one sum when pay to equals pay from", () => {
    expect(payText({ from: 15, to: 15, per: "hour" })).toBe("£15 an hour");
  });

  it("writes dates out, day month year, without a leading zero", () => {
    expect(dateText("2026-12-12")).toBe("12 December 2026");
    expect(dateText("2027-01-04")).toBe("4 January 2027");
    expect(closingText("2026-12-12")).toBe("Closes 12 December 2026");
    expect(closingText(undefined)).toBe("No closing date");
    expect(postedText("2026-11-14")).toBe("Posted 14 November 2026");
    expect(startText("2026-12-01")).toBe("Starts 1 December 2026");
  });

  it("names engagement, hours and location", () => {
    expect(engagementText("temporary")).toBe("Temporary");
    expect(engagementText("permanent")).toBe("Permanent");
    expect(hoursText("full-time")).toBe("Full-time");
    expect(hoursText("part-time")).toBe("Part-time");
    expect(locationText({ town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" })).toBe(
      "Huntingdon, Cambridgeshire",
    );
  });
});
