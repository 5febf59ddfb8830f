import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { notFoundMeta } from "~/i18n/meta";

// Any path no route claims, in either language: the not-found page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default function NotFoundPage() {
  return <NotFound />;
}
