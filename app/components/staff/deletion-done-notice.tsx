import type { DeletionDone } from "~/server/data-requests/customer-deletion.server";
import { fill } from "~/i18n/fill";
import { formatDay } from "~/i18n/format";
import type { StaffDataRequestsTexts } from "~/i18n/messages/staff-data-requests-en";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";

/** What the deletion of a customer's data did, on their finished request page. */
export function DeletionDoneNotice({
  done,
  texts,
  againPrefix,
  status,
}: {
  done: DeletionDone & { at: Date | string };
  texts: StaffDataRequestsTexts["customer"]["done"];
  againPrefix: string | null;
  /** Just done by this owner: announced to a screen reader. */
  status: boolean;
}) {
  const locale = useLocale();
  return (
    <div className="notice" role={status ? "status" : undefined}>
      <p>
        {againPrefix ? `${againPrefix} ` : null}
        {fill(texts.summary, { date: formatDay(done.at, locale) })}
      </p>
      <p>
        {done.endedSeats > 0
          ? `${plural(texts.seats, done.endedSeats, locale)} ${fill(texts.offered, { count: done.offeredSeats })}`
          : texts.noSeats}
      </p>
      {done.lastMail ? <p>{texts.mail}</p> : null}
      <p>{plural(texts.kept, done.keptPurchases, locale)}</p>
    </div>
  );
}
