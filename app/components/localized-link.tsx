import { Link, type LinkProps } from "react-router";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";

/** A link to an English-form path ("/blog") that stays in the page's language ("/es/blog"). */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  return <Link to={localizePath(to, locale)} {...props} />;
}
