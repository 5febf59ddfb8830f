import { data } from "react-router";
import { localeFromPath } from "~/i18n/locale";
import { requireUser } from "~/server/auth/current-user.server";
import { loadCase } from "~/server/conversion-case/case-store.server";
import {
  type OfficePackJob,
  officePackFilename,
  officePackOf,
} from "~/server/conversion-plan/office-pack.server";
import { drawPdf } from "~/server/platform/pdf-worker.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-conversion-office-pack[.]pdf";

// /my-conversion/office-pack.pdf: the customer's own licence-office pack, German with the language
// of the page it is asked from. Drawn in the PDF worker's thread, which the server's isolate never
// loads the PDF library into.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = context.get(databaseContext);
  const assistance = await loadCase(db, user.id);
  const pack = await officePackOf(db, user.id, { locale, caseOpenedAt: assistance?.openedAt ?? null });
  if (!pack) throw data(null, { status: 404 });
  const job: OfficePackJob = { kind: "office-pack", pack };
  return new Response(new Uint8Array(await drawPdf(job)), {
    headers: {
      ...privateNoStore,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${officePackFilename(locale)}"`,
    },
  });
}
