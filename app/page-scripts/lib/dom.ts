/** What an element may hold: a node, a text, or nothing (null or false leave no trace). */
export type Child = Node | string | null | false;

/**
 * A small DOM builder for page scripts: h("p", { class: "x" }, "text") makes <p class="x">text</p>.
 * A function prop is the click listener, `true` a boolean attribute, `false` leaves it out.
 */
export function h(
  tag: string,
  props: Record<string, string | boolean | (() => void)> = {},
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === "function") element.addEventListener("click", value);
    else if (value === true) element.setAttribute(name, "");
    else if (value !== false) element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}
