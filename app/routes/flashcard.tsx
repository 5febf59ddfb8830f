import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("flashcard");

export default function FlashcardPage() {
  return <ComingSoon page="flashcard" />;
}
