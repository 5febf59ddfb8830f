import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { standardRulesPlugin } from "./html-standard-rules";

// The HTML conformance check of the browser tests: html-validate with the repository's
// .htmlvalidate.json (its recommended rules, less the ones about how React writes valid markup),
// plus WCAG 2.5.3's label in name (html-standard-rules.ts).

const config = JSON.parse(readFileSync(".htmlvalidate.json", "utf8"));
const validator = new HtmlValidate(
  new StaticConfigLoader({
    ...config,
    plugins: [standardRulesPlugin],
    rules: { ...config.rules, "maindrive/label-in-name": "error", "maindrive/option-label": "error" },
  }),
);

/**
 * Findings a rule makes where the standard it stands for does not apply, each with its reason.
 * WCAG technique H32 (a form has a submit button) is about forms that send something: the
 * document checklist's form only holds its boxes, so its reset button unticks them without script.
 */
const notApplicable: { rule: string; tag: string }[] = [
  { rule: "wcag/h32", tag: '<form class="guide-checklist-form"' },
];

/** html-validate's errors for one page's HTML, as "rule: message (selector)". */
export async function htmlErrors(html: string, url: string): Promise<string[]> {
  const report = await validator.validateString(html, url);
  return report.results.flatMap((result) =>
    result.messages
      .filter(
        (message) =>
          !notApplicable.some(
            (exception) =>
              exception.rule === message.ruleId &&
              html.slice(Math.max(0, message.offset - 1)).startsWith(exception.tag),
          ),
      )
      .map((message) => `${url}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`),
  );
}

/** A document the browser received: its body read at once, before the page moves on. */
export interface ReceivedDocument {
  url: string;
  body: Promise<string | null>;
}

/**
 * Every HTML document the page receives while a test runs (pages opened, forms sent, redirects
 * followed), so the login, set-password and second-factor steps are checked on the way.
 */
export function collectDocuments(page: Page): ReceivedDocument[] {
  const documents: ReceivedDocument[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (response.request().resourceType() !== "document" || !type.startsWith("text/html")) return;
    if (response.status() >= 300 && response.status() < 400) return;
    const url = new URL(response.url());
    // A body Chromium dropped before it was read (a prerender cancelled by the next navigation,
    // seen under load) is fetched once more with the page's own cookies, so it is still checked.
    const body = response.text().catch(() =>
      page.request
        .get(response.url(), { maxRedirects: 0 })
        .then((again) => (again.ok() ? again.text() : null))
        .catch(() => null),
    );
    documents.push({ url: url.pathname + url.search, body });
  });
  return documents;
}

/** The errors of every document collected so far; fails when a body could not be read. */
export async function documentErrors(documents: ReceivedDocument[]): Promise<string[]> {
  const errors: string[] = [];
  for (const { url, body } of documents) {
    const html = await body;
    errors.push(...(html === null ? [`${url}: body not read`] : await htmlErrors(html, url)));
  }
  return errors;
}
