import { type DOMNode, type DOMReadyEvent, definePlugin, type HtmlElement, Rule } from "html-validate";

// Two rules html-validate lacks, as a plugin of the conformance check (html-conformance.ts).

// WCAG 2.5.3 Label in Name: a link or button whose accessible name differs from its visible text
// must have a name that contains that text; the Understanding document's best practice, followed
// here, is that the name STARTS with it, so a person who says what they see ("click PDF") reaches
// it by voice. axe's label-content-name-mismatch checks "contains" only, and only in a browser;
// this rule runs in html-validate over every page.

// DOM node types (the DOM standard's numbers), which html-validate 11 exposes as a type only.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The text a person sees: text nodes, less what is hidden from sight (visually hidden, hidden). */
function visibleText(node: DOMNode): string {
  if (node.nodeType === TEXT_NODE) return (node as unknown as { textContent: string }).textContent;
  if (node.nodeType !== ELEMENT_NODE) return "";
  const element = node as HtmlElement;
  if (element.hasAttribute("hidden") || element.classList.contains("visually-hidden")) return "";
  // An aria-hidden icon ("←", "×") is decoration, not a label a person would read out.
  if (element.getAttributeValue("aria-hidden") === "true") return "";
  return element.childNodes.map(visibleText).join("");
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase();

class LabelStartsWithVisibleText extends Rule {
  documentation() {
    return {
      description: "The accessible name of a link or button starts with its visible text (WCAG 2.5.3).",
      url: "https://www.w3.org/WAI/WCAG21/Understanding/label-in-name.html",
    };
  }

  setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("a[aria-label], button[aria-label]")) {
        const label = normalise(element.getAttributeValue("aria-label") ?? "");
        const visible = normalise(visibleText(element));
        if (visible && !label.startsWith(visible))
          this.report(element, `aria-label "${label}" does not start with the visible text "${visible}"`);
      }
    });
  }
}

// HTML §4.10.10: an option without a label attribute (outside a datalist) has text; an empty one
// is announced as nothing by a screen reader.
class OptionHasLabel extends Rule {
  documentation() {
    return {
      description: "An <option> without a label attribute has text (HTML §4.10.10).",
      url: "https://html.spec.whatwg.org/multipage/form-elements.html#the-option-element",
    };
  }

  setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const option of event.document.querySelectorAll("option")) {
        if (option.parent?.tagName === "datalist" || option.getAttributeValue("label")) continue;
        if (!option.textContent.trim()) this.report(option, "<option> without a label attribute is empty");
      }
    });
  }
}

export const standardRulesPlugin = definePlugin({
  name: "maindrive",
  rules: {
    "maindrive/label-in-name": LabelStartsWithVisibleText as never,
    "maindrive/option-label": OptionHasLabel as never,
  },
});
