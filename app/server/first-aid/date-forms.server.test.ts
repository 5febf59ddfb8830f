import { describe, expect, it } from "vitest";
import { addDateForm, cancelForm, capacityForm, monthForm, moveForm, parseFields } from "./date-forms.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("staff date forms (zod, one message key per field)", () => {
  it("accepts a whole extra date and names every bad field", () => {
    expect(
      parseFields(
        addDateForm,
        form({ language: "es", date: "2027-01-09", startTime: "9:00", endTime: "17:00", capacity: "12" }),
      ),
    ).toEqual({
      ok: true,
      data: { language: "es", date: "2027-01-09", startTime: "9:00", endTime: "17:00", capacity: 12 },
    });
    expect(
      parseFields(
        addDateForm,
        form({ language: "de", date: "2027-02-30", startTime: "25:00", endTime: "x", capacity: "" }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        language: "languageInvalid",
        date: "dateInvalid",
        startTime: "timeInvalid",
        endTime: "timeInvalid",
        capacity: "capacityInvalid",
      },
    });
    expect(
      parseFields(
        addDateForm,
        form({ language: "en", date: "2027-01-09", startTime: "17:00", endTime: "9:00", capacity: "5" }),
      ),
    ).toEqual({ ok: false, errors: { endTime: "endBeforeStart" } });
    expect(parseFields(addDateForm, form({}))).toMatchObject({
      ok: false,
      errors: { language: "languageInvalid", date: "dateInvalid" },
    });
  });

  it("takes seats as a whole number from 0 to 200 only", () => {
    expect(parseFields(capacityForm, form({ capacity: " 0 " }))).toEqual({ ok: true, data: { capacity: 0 } });
    for (const bad of ["-1", "1.5", "201", "1e2", "", "twenty", "9999"])
      expect(parseFields(capacityForm, form({ capacity: bad }))).toEqual({
        ok: false,
        errors: { capacity: "capacityInvalid" },
      });
  });

  it("asks for the confirmation, the target date and a real month", () => {
    expect(parseFields(cancelForm, form({}))).toEqual({ ok: false, errors: { confirm: "confirmMissing" } });
    expect(parseFields(cancelForm, form({ confirm: "yes" }))).toMatchObject({ ok: true });
    expect(parseFields(moveForm, form({ bookingId: "b" }))).toEqual({
      ok: false,
      errors: { targetDateId: "targetMissing" },
    });
    expect(parseFields(monthForm, new URLSearchParams("month=2026-11"))).toEqual({
      ok: true,
      data: { month: "2026-11" },
    });
    expect(parseFields(monthForm, new URLSearchParams("month=2026-13"))).toEqual({
      ok: false,
      errors: { month: "monthInvalid" },
    });
  });
});
