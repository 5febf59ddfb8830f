import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../db.server";
import { users } from "../schema.server";
import { likePattern, SEARCH_LIMIT, searchCustomers } from "./customers-search.server";

// Search by e-mail or name, case-insensitive, partial, bounded, wildcards literal.

describe.each(testDatabaseKinds())("customer search on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const staff = "staff-user";
  beforeAll(async () => {
    handle = await open();
    const person = (email: string, name: string) => ({ id: randomUUID(), email, name });
    await handle.db
      .insert(users)
      .values([
        person("maria.lopez@example.com", "María López"),
        person("a_b@example.com", "Under Score"),
        person("axb@example.com", "Plain Letters"),
        person("percent@example.com", "100% Sure"),
        person("back\\slash@example.com", "Back Slash"),
        ...Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) =>
          person(`bulk${String(i).padStart(2, "0")}@bulk.example`, `Bulk ${i}`),
        ),
      ]);
  });
  afterAll(() => handle?.close());

  const emails = async (query: string) =>
    (await searchCustomers(handle.db, staff, query)).hits.map((hit) => hit.email);

  it("finds by any part of the e-mail or the name, in any letter case", async () => {
    expect(await emails("MARIA.LO")).toEqual(["maria.lopez@example.com"]);
    expect(await emails("lópez")).toEqual(["maria.lopez@example.com"]);
    expect(await emails("  score ")).toEqual(["a_b@example.com"]);
  });

  it("takes %, _ and \\ in the input literally", async () => {
    expect(await emails("a_b")).toEqual(["a_b@example.com"]);
    expect(await emails("%")).toEqual(["percent@example.com"]);
    expect(await emails("\\")).toEqual(["back\\slash@example.com"]);
    expect(await emails("_")).toEqual(["a_b@example.com"]);
    expect(likePattern("50%_x\\")).toBe("%50\\%\\_x\\\\%");
  });

  it("answers at most one page and says there is more; an empty query finds nothing", async () => {
    const result = await searchCustomers(handle.db, staff, "bulk");
    expect(result.hits).toHaveLength(SEARCH_LIMIT);
    expect(result.more).toBe(true);
    expect(await searchCustomers(handle.db, staff, "   ")).toEqual({ hits: [], more: false });
    expect(await emails("nobody-has-this")).toEqual([]);
  });
});
