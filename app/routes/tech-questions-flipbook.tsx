import { FlipbookPreview } from "~/components/flipbook-preview";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";

export const meta = pageMeta("techquestions");

// Full-screen flipbook preview, header and footer hidden (bare page in app/pages.ts).
export default function TechQuestionsFlipbookPage() {
  return <FlipbookPreview title={useMessages().pages.techquestions.title} />;
}
