import { ComingSoon } from "~/components/coming-soon";
import { FirstAidAppointment } from "~/components/first-aid-appointment";
import { pageMeta } from "~/i18n/meta";
import { getDatabase } from "~/server/db.server";
import { nextFirstAidAppointment } from "~/server/first-aid.server";
import type { Route } from "./+types/english-first-aid-course";

export async function loader() {
  return nextFirstAidAppointment(await getDatabase(), "en");
}

export const meta = pageMeta("englishFirstAidCourse");

export default function EnglishFirstAidCoursePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ComingSoon page="englishFirstAidCourse" />
      <div className="container page-message">
        <FirstAidAppointment date={loaderData.date} seatsLeft={loaderData.seatsLeft} />
      </div>
    </>
  );
}
