import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/** The root loader's data (user, PUBLIC_URL, payment mode) for any component. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return data ?? { user: null, publicUrl: "", simulatedPayments: false };
}
