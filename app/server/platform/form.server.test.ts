import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFields, formText } from "./form.server";

// The one way a form is read: text fields through a zod schema, one message key per field.

const form = (fields: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const writesItsKeys = z.object({
  months: z.string({ error: "monthsMissing" }).regex(/^\d+$/, { error: "monthsInvalid" }).transform(Number),
  note: z.string().max(5, { error: "noteTooLong" }).optional(),
});

describe("formFields", () => {
  it("gives the checked data, leaving out fields the schema does not name", () => {
    expect(
      formFields(
        writesItsKeys,
        form([
          ["months", "3"],
          ["intent", "extend"],
        ]),
      ),
    ).toEqual({
      ok: true,
      data: { months: 3 },
    });
    expect(formFields(writesItsKeys, new URLSearchParams("months=12&note=hi"))).toEqual({
      ok: true,
      data: { months: 12, note: "hi" },
    });
  });

  it("names each failed field with its issue's key, the first issue per field", () => {
    expect(
      formFields(
        writesItsKeys,
        form([
          ["months", "x"],
          ["note", "too long"],
        ]),
      ),
    ).toEqual({
      ok: false,
      errors: { months: "monthsInvalid", note: "noteTooLong" },
    });
    expect(formFields(writesItsKeys, form([]))).toEqual({ ok: false, errors: { months: "monthsMissing" } });
  });

  it("reads a field sent twice or as a file as missing: no form of ours sends one", () => {
    expect(
      formFields(
        writesItsKeys,
        form([
          ["months", "3"],
          ["months", "4"],
        ]),
      ),
    ).toEqual({
      ok: false,
      errors: { months: "monthsMissing" },
    });
    expect(formFields(writesItsKeys, form([["months", new Blob(["3"])]]))).toEqual({
      ok: false,
      errors: { months: "monthsMissing" },
    });
  });

  it("maps plain zod issues to keys by the issue's message, else by field, else the fallback", () => {
    const plain = z
      .object({ purchaseId: z.uuid(), amount: z.string().regex(/^\d+$/), other: z.string() })
      .refine((value) => value.amount !== "0", { message: "amountZero", path: ["amount"] });
    const messages = {
      byIssue: { purchaseId: "purchase", amountZero: "amountMissing" },
      fallback: "unreadable",
    };
    expect(
      formFields(
        plain,
        form([
          ["purchaseId", "x"],
          ["amount", "1"],
          ["other", "y"],
        ]),
        messages,
      ),
    ).toEqual({
      ok: false,
      errors: { purchaseId: "purchase" },
    });
    const uuid = "0b8f6c1e-4a0e-4c52-9a53-2f3f0c1d2e3f";
    expect(
      formFields(
        plain,
        form([
          ["purchaseId", uuid],
          ["amount", "0"],
          ["other", "y"],
        ]),
        messages,
      ),
    ).toEqual({
      ok: false,
      errors: { amount: "amountMissing" },
    });
    expect(
      formFields(
        plain,
        form([
          ["purchaseId", uuid],
          ["amount", "1"],
        ]),
        messages,
      ),
    ).toEqual({
      ok: false,
      errors: { other: "unreadable" },
    });
  });
});

describe("formText", () => {
  it("gives one field's text, and undefined for a field absent, sent twice or as a file", () => {
    const sent = form([
      ["intent", "move"],
      ["key", "a"],
      ["key", "b"],
      ["upload", new Blob(["x"])],
    ]);
    expect(formText(sent, "intent")).toBe("move");
    expect(formText(sent, "key")).toBeUndefined();
    expect(formText(sent, "upload")).toBeUndefined();
    expect(formText(sent, "absent")).toBeUndefined();
    expect(formText(null, "intent")).toBeUndefined();
    expect(formText(new URLSearchParams("intent=use"), "intent")).toBe("use");
  });
});
