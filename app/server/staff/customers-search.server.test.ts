import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { invoiceDocuments, purchases, users } from "../platform/schema.server";
import { amountCents, likePattern, SEARCH_LIMIT, searchCustomers } from "./customers-search.server";
import { searchFold, searchFoldGerman, searchWords } from "./search-fold.server";

// Search by name, e-mail or payment reference: any case, accents, punctuation and word order,
// on both databases; the database's folding equals the application's.

describe("the query's folding", () => {
  it("folds case, accents, ligatures and punctuation", () => {
    expect(searchFold("MÜLLER")).toBe("muller");
    expect(searchFold("O’Brien")).toBe("obrien");
    expect(searchFold("Núñez")).toBe("nunez");
    expect(searchFold("Straße")).toBe("strasse");
    expect(searchFoldGerman("Schäfer")).toBe("schaefer");
    expect(searchFold("u\u0308ber")).toBe("uber");
    expect(searchWords("  Kowalski   Anna ")).toEqual([["kowalski"], ["anna"]]);
    expect(searchWords("Müller - %")).toEqual([["muller", "mueller"]]);
    expect(likePattern("50%_x\\")).toBe("%50\\%\\_x\\\\%");
  });
});

describe.each(testDatabaseKinds())("customer search on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const staff = "staff-user";
  const ids = new Map<string, string>();
  beforeAll(async () => {
    handle = await open();
    const person = (email: string, name: string, createdAt = new Date("2026-01-01T10:00:00Z")) => {
      const id = randomUUID();
      ids.set(email, id);
      return { id, email, name, createdAt };
    };
    await handle.db
      .insert(users)
      .values([
        person("maria.lopez@example.com", "María López"),
        person("mueller@example.com", "Jürgen Müller"),
        person("nunez@example.com", "Inés Núñez"),
        person("schaefer@example.com", "Lena Schäfer"),
        person("anna.k@example.com", "Anna Kowalski"),
        person("obrien@example.com", "Seán O'Brien"),
        person("a_b@example.com", "Under Score"),
        person("percent@example.com", "100% Sure"),
        person("newest@example.com", "Newest Customer", new Date("2026-11-20T10:00:00Z")),
        ...Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) =>
          person(`bulk${String(i).padStart(2, "0")}@bulk.example`, `Bulk ${i}`),
        ),
      ]);
    const purchase = (
      email: string,
      productId: string,
      purchasedAt: string,
      paymentReference: string | null,
    ) => ({
      userId: ids.get(email) as string,
      productId,
      checkoutSessionId: `cs_${randomUUID()}`,
      status: "paid" as const,
      locale: "en" as const,
      newCustomer: false,
      purchasedAt: new Date(purchasedAt),
      paymentReference,
    });
    await handle.db
      .insert(purchases)
      .values([
        purchase("anna.k@example.com", "first-aid-en", "2026-03-01T10:00:00Z", null),
        purchase("anna.k@example.com", "examiner-course", "2026-05-01T10:00:00Z", "RE-2026/0042"),
      ]);
    // Inés: a phone, and a paid purchase of 59.00 € with its invoice.
    await handle.db
      .update(users)
      .set({ phone: "+49 (170) 555-1234" })
      .where(sql`${users.email} = 'nunez@example.com'`);
    const [paid] = await handle.db
      .insert(purchases)
      .values({
        ...purchase("nunez@example.com", "first-aid-es", "2026-06-01T10:00:00Z", null),
        amountCents: 5900,
        currency: "eur",
      })
      .returning({ id: purchases.id });
    await handle.db.insert(invoiceDocuments).values({
      number: "2026-00077",
      year: 2026,
      sequence: 77,
      kind: "invoice",
      purchaseId: paid?.id as string,
      issuedAt: new Date("2026-06-01T10:00:00Z"),
      serviceOn: "2026-06-20",
      locale: "es",
      productId: "first-aid-es",
      netCents: 4958,
      vatCents: 942,
      grossCents: 5900,
      vatRatePercent: 19,
      paymentMethod: "card",
    });
  });
  afterAll(() => handle?.close());

  const emails = async (query: string) =>
    (await searchCustomers(handle.db, staff, query)).hits.map((hit) => hit.email);

  it("ignores case and accents: Müller, Jürgen, Núñez, Schäfer (also as schaefer)", async () => {
    for (const query of ["Muller", "muller", "MÜLLER", "Jurgen", "mueller", "Müller Jürgen"])
      expect(await emails(query), query).toEqual(["mueller@example.com"]);
    expect(await emails("nunez")).toEqual(["nunez@example.com"]);
    expect(await emails("schafer")).toEqual(["schaefer@example.com"]);
    expect(await emails("schaefer")).toEqual(["schaefer@example.com"]);
    expect(await emails("lópez")).toEqual(["maria.lopez@example.com"]);
    expect(await emails("MARIA.LO")).toEqual(["maria.lopez@example.com"]);
  });

  it("takes the words in any order and ignores punctuation, curly apostrophes included", async () => {
    expect(await emails("Kowalski Anna")).toEqual(["anna.k@example.com"]);
    expect(await emails("anna kowalski")).toEqual(["anna.k@example.com"]);
    expect(await emails("Kowalski Maria")).toEqual([]);
    for (const query of ["O’Brien", "obrien", "o'brien", "O BRIEN".replace(" ", "")])
      expect(await emails(query), query).toEqual(["obrien@example.com"]);
    expect(await emails("  score ")).toEqual(["a_b@example.com"]);
    expect(await emails("a_b")).toEqual(["a_b@example.com"]);
  });

  it("finds by a payment reference, whatever its punctuation", async () => {
    expect(await emails("RE-2026/0042")).toEqual(["anna.k@example.com"]);
    expect(await emails("re20260042")).toEqual(["anna.k@example.com"]);
    expect(await emails("2026/0042 anna")).toEqual(["anna.k@example.com"]);
  });

  it("finds by an invoice number, whatever its punctuation", async () => {
    expect(await emails("2026-00077")).toEqual(["nunez@example.com"]);
    expect(await emails("202600077")).toEqual(["nunez@example.com"]);
  });

  it("finds by a phone number, typed with or without its spaces and signs", async () => {
    for (const query of ["+49 170 5551234", "49(170)555-1234", "555 1234", "1705551234"])
      expect(await emails(query), query).toEqual(["nunez@example.com"]);
    expect(await emails("5551299")).toEqual([]);
  });

  it("finds by an amount paid, with a decimal comma or point or none", async () => {
    for (const query of ["59", "59,00", "59.00", "59,00 €", "59.0", "nunez 59"])
      expect(await emails(query), query).toEqual(["nunez@example.com"]);
    expect(await emails("58,00")).toEqual([]);
    expect(amountCents("59,5")).toBe(5950);
    expect(amountCents("1.234,00")).toBeNull();
  });

  it("shows each customer's latest purchase", async () => {
    const [anna] = (await searchCustomers(handle.db, staff, "kowalski")).hits;
    expect(anna?.latestPurchase).toEqual({
      productId: "examiner-course",
      purchasedAt: new Date("2026-05-01T10:00:00Z"),
    });
    const [lena] = (await searchCustomers(handle.db, staff, "lena")).hits;
    expect(lena?.latestPurchase).toBeNull();
  });

  it("lists the newest customers before a search; punctuation alone is no search", async () => {
    for (const query of ["", "   ", "%", "-"]) {
      const result = await searchCustomers(handle.db, staff, query);
      expect(result.searched).toBe(false);
      expect(result.hits[0]?.email).toBe("newest@example.com");
      expect(result.hits).toHaveLength(SEARCH_LIMIT);
    }
  });

  it("answers at most one page and says there is more", async () => {
    const result = await searchCustomers(handle.db, staff, "bulk");
    expect(result.hits).toHaveLength(SEARCH_LIMIT);
    expect(result.more).toBe(true);
    expect(await emails("nobody-has-this")).toEqual([]);
  });

  it("keeps the folded column up to date when a name changes", async () => {
    await handle.db
      .update(users)
      .set({ name: "Jürgen Groß" })
      .where(sql`${users.email} = 'mueller@example.com'`);
    expect(await emails("gross jurgen")).toEqual(["mueller@example.com"]);
    expect(await emails("muller")).toEqual([]);
  });

  it("folds in the database exactly as in the application", async () => {
    const alphabet = [..."aZ09 -'’._@%ÄäÖöÜüßẞÆæŒœÑñÇçŁłØøĞğİıŞşÁéÍóÚýČšŽ\u0308\u0301ЖжΩω"];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }), async (chars) => {
        const text = chars.join("");
        const result = (await handle.db.execute(
          sql`select search_fold(${text}) as plain, search_fold_german(${text}) as german`,
        )) as unknown as { rows: { plain: string; german: string }[] };
        const row = result.rows[0];
        expect(row).toEqual({ plain: searchFold(text), german: searchFoldGerman(text) });
      }),
      { numRuns: 60 },
    );
  });
});
