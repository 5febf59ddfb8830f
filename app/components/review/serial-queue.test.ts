import { expect, it } from "vitest";
import { serialQueue } from "./serial-queue";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("gives a call made during a pass a pass of its own, after the running one", async () => {
  const turn = serialQueue();
  const log: string[] = [];
  let finishFirst = () => {};
  const first = turn(
    () =>
      new Promise<string>((resolve) => {
        log.push("first starts");
        finishFirst = () => resolve("first");
      }),
  );
  await settle();
  // The network comes back while the first pass (started offline) still runs.
  const second = turn(async () => {
    log.push("second starts");
    return "second";
  });
  await settle();
  expect(log).toEqual(["first starts"]);
  finishFirst();
  expect(await first).toBe("first");
  expect(await second).toBe("second");
  expect(log).toEqual(["first starts", "second starts"]);
});

it("goes on after a pass that failed", async () => {
  const turn = serialQueue();
  const failed = turn(() => Promise.reject(new Error("offline")));
  const next = turn(async () => "sent");
  await expect(failed).rejects.toThrow("offline");
  expect(await next).toBe("sent");
});
