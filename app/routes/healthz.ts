import { getDatabase } from "~/server/db.server";
import { databaseIsUp } from "~/server/health.server";

// For load balancers and uptime checks: 200 only after a real query succeeds.
export async function loader() {
  const up = await databaseIsUp(getDatabase());
  return Response.json(
    { status: up ? "ok" : "unavailable" },
    { status: up ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
