import { useSearchParams } from "react-router";
import { ComingSoon } from "~/components/coming-soon";
import { BuyCourseButton } from "~/components/course-promo-bar";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";

export const meta = pageMeta("understandTheExaminer");

export default function UnderstandTheExaminerPage() {
  const t = useMessages().course;
  const [params] = useSearchParams();
  return (
    <>
      {params.get("access") === "none" ? (
        <div className="container">
          <p className="notification notification-error course-no-access" role="status">
            {t.noAccess}
          </p>
        </div>
      ) : null}
      <ComingSoon page="understandTheExaminer" />
      <div className="container page-message">
        <BuyCourseButton />
      </div>
    </>
  );
}
