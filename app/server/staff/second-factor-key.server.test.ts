import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookiesOf,
  staffPasswordStep,
  staffWithSession,
  TEST_TOTP_SECRET,
} from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { createAuth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { unreadableSecondFactors } from "./second-factor-key.server";
import { totpCode } from "./totp.server";
import { verifySecondFactor } from "./two-factor.server";

// A server whose AUTH_SECRET differs from the one the staff's keys were encrypted with answers the
// second step with "keyMismatch", never an error, and names the staff concerned (decision 019).

const authWith = (handle: DatabaseHandle, secret: string) =>
  createAuth({ db: handle.db, publicUrl: "http://localhost:3000", secret, production: false });

describe.each(testDatabaseKinds())("second factor under another AUTH_SECRET on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("is refused as keyMismatch with the staff named; the original secret still works", async () => {
    const original = authWith(handle, "the-secret-the-keys-were-set-up-with-0123");
    const { userId } = await staffWithSession(handle, original, "keys@example.com");
    expect(await unreadableSecondFactors(handle.db, original)).toEqual({ unreadable: [], enrolled: 1 });

    const other = authWith(handle, "another-secret-after-a-restore-0123456789");
    expect(await unreadableSecondFactors(handle.db, other)).toEqual({
      unreadable: [{ userId, email: "keys@example.com" }],
      enrolled: 1,
    });
    for (const code of [totpCode(TEST_TOTP_SECRET, Date.now() + 30_000), "test2-backup"]) {
      const pending = cookiesOf(await staffPasswordStep(handle, other, "keys@example.com"));
      const result = await verifySecondFactor(
        { db: handle.db, auth: other },
        new Headers({ cookie: pending }),
        code,
      );
      expect(result).toMatchObject({ ok: false, error: "keyMismatch" });
    }
    const pending = cookiesOf(await staffPasswordStep(handle, original, "keys@example.com"));
    const result = await verifySecondFactor(
      { db: handle.db, auth: original },
      new Headers({ cookie: pending }),
      "test3-backup",
    );
    expect(result.ok).toBe(true);
  });
});
