import { chatLink } from "~/content/site";
import { useSalesMessages } from "./sales-messages";

/** Opens the messaging app with this page's prefilled text, in the page's language. */
export function ChatButton({
  text,
  className = "button button-secondary",
}: {
  text: string;
  className?: string;
}) {
  const t = useSalesMessages();
  return (
    <a className={className} href={chatLink(text)} rel="noopener noreferrer" target="_blank">
      {t.chat}
    </a>
  );
}
