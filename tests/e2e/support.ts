import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pages } from "../../app/pages";

export const brand = "MainDrive";

/** Every page of app/pages.ts in both languages, with the path to request. */
export const everyPage = pages.flatMap((page) =>
  (["en", "es"] as const).map((locale) => ({
    ...page,
    locale,
    url: `${locale === "en" ? `/${page.path}` : page.path ? `/es/${page.path}` : "/es"}${"sampleQuery" in page ? page.sampleQuery : ""}`,
  })),
);

/** axe-core findings that matter: serious and critical ones (issue 2 §8). */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}
