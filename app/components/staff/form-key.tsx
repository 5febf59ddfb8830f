import { createContext, useContext } from "react";

// The page's one-time form key (pageFormKey), given once by the page and put into each of its
// forms by <FormKey />, so a form deep in a table carries it without a prop through every level.

export const FormKeyContext = createContext<string | null>(null);

export function FormKey() {
  const key = useContext(FormKeyContext);
  return key ? <input type="hidden" name="key" value={key} /> : null;
}
