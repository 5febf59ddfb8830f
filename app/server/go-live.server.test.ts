import { describe, expect, it } from "vitest";
import { productIds } from "~/content/catalog";
import { courseFigureStatus } from "~/content/course/figures";
import { videoStoriesStatus } from "~/content/video-stories";
import {
  demoReviewsRefusal,
  type BusinessConfig,
  type ContentStatuses,
  goLiveRefusal,
  placeholderFields,
  sampleContent,
  shippedBusinessConfig,
  unsetAccountingSettings,
} from "./go-live.server";

// Each kind of placeholder, and each content source still marked as sample, alone in an otherwise
// filled-in config, stops a public start.

/** Sets `value` at `path` inside a (cloned) config. */
function setAt(target: object, path: string[], value: unknown): void {
  let node = target as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
}

/** The shipped config as a school would fill it in: real-looking values in every placeholder field. */
function filledConfig(): BusinessConfig {
  const config = structuredClone(shippedBusinessConfig());
  const values: [string[], unknown][] = [
    [["legalName"], "MainDrive Fahrschule & Führerscheinservice (Familie Rodríguez Weber GbR)"],
    [["owners"], ["Ana Rodríguez", "Jonas Weber"]],
    [["contactEmail"], "info@maindrive-fahrschule.de"],
    [["supportEmail"], "kurs@maindrive-fahrschule.de"],
    [["schoolNotifications", "email"], "buero@maindrive-fahrschule.de"],
    [["phoneDisplay"], "+49 69 4711 2030"],
    [["invoiceContactName"], "Ana Rodríguez"],
    [["vatId"], "DE298765431"],
    [["office", "street"], "Hanauer Landstraße 131"],
    [["firstAidVenue", "street"], "Schweizer Straße 23"],
    [["processors", "hosting", "name"], "Hetzner Online GmbH"],
    [["processors", "hosting", "address"], "Industriestr. 25, 91710 Gunzenhausen"],
    [["processors", "email", "name"], "Brevo GmbH"],
    [["processors", "email", "address"], "Köpenicker Str. 126, 10179 Berlin"],
    [["processors", "flipbook", "name"], "Yumpu AG"],
    [["processors", "flipbook", "address"], "Kirchgasse 6, 8001 Zürich"],
    [["chat", "number"], "4969471120300"],
    [["partners", "theoryInstructorWebsite"], "https://www.fahrschule-partner-frankfurt.de/"],
    [["partners", "theoryGuidebook"], "https://www.theorie-buch.de/"],
    [["partners", "reviewsPage"], "https://www.google.com/maps/place/maindrive"],
    [["embeds", "flipbook", "en"], "https://online.fliphtml5.com/abcd/en/"],
    [["embeds", "flipbook", "es"], "https://online.fliphtml5.com/abcd/es/"],
    [["bankTransfer", "accountHolder"], "MainDrive Fahrschule GbR"],
    [["bankTransfer", "iban"], "DE89 3704 0044 0532 0130 00"],
    [["bankTransfer", "bic"], "COBADEFFXXX"],
  ];
  for (const [path, value] of values) setAt(config, ["site", ...path], value);
  for (const id of productIds) {
    for (const locale of ["en", "es"]) {
      const link = ["catalog", "products", id, "paymentLinks", locale];
      setAt(config, [...link, "id"], `plink_1Q${id.length}Ab${locale}`);
      setAt(config, [...link, "url"], `https://buy.stripe.com/28o${id.length}${locale}`);
    }
  }
  setAt(config, ["catalog", "theoryApp", "purchaseUrl"], "https://www.theorie-app.de/kaufen?lang=en");
  config.content = {
    videoStories: "real",
    courseFigures: { passRatePercent: "real", guaranteeUsePercent: "real" },
  };
  config.accounting = {
    consultantNumber: 29098,
    clientNumber: 55003,
    chart: "SKR04",
    fiscalYearStart: "01-01",
    accountLength: 4,
  };
  return config;
}

const publicUrl = "https://www.maindrive-fahrschule.de";

describe("go-live guard", () => {
  // The shipped defaults, while they last: once the school has filled in every field there is
  // nothing left to find, and the cases below still check each kind.
  it.skipIf(placeholderFields().length === 0)("finds every kind of placeholder in the shipped config", () => {
    const fields = placeholderFields().map((found) => found.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "site.legalName",
        "site.owners[0]",
        "site.contactEmail",
        "site.supportEmail",
        "site.phoneDisplay",
        "site.invoiceContactName",
        "site.vatId",
        "site.office.street",
        "site.firstAidVenue.street",
        "site.processors.hosting.name",
        "site.processors.email.address",
        "site.chat.number",
        "site.partners.reviewsPage",
        "site.embeds.flipbook.en",
        "site.embeds.flipbook.es",
        'catalog.products["examiner-course"].paymentLinks.es.id',
        'catalog.products["examiner-course"].paymentLinks.es.url',
        "catalog.theoryApp.purchaseUrl",
        "site.bankTransfer.accountHolder",
        "site.bankTransfer.iban",
        "site.bankTransfer.bic",
      ]),
    );
    // Every product's two links, id and address each.
    expect(fields.filter((field) => field.includes(".paymentLinks."))).toHaveLength(productIds.length * 4);
  });

  it("accepts a filled-in config, and the shipped one on localhost", () => {
    expect(placeholderFields(filledConfig())).toEqual([]);
    expect(goLiveRefusal(publicUrl, filledConfig())).toBeNull();
    expect(goLiveRefusal("http://localhost:3000")).toBeNull();
    expect(goLiveRefusal("http://127.0.0.1:8080")).toBeNull();
  });

  it.each<[string, string[], string | string[], string, RegExp]>([
    [
      "an example.com e-mail address",
      ["site", "contactEmail"],
      "info@example.com",
      "site.contactEmail",
      /example domain/,
    ],
    [
      "an example.com school inbox",
      ["site", "schoolNotifications", "email"],
      "office@example.com",
      "site.schoolNotifications.email",
      /example domain/,
    ],
    [
      "an example.com partner site",
      ["site", "partners", "theoryGuidebook"],
      "https://guidebook.example.com/",
      "site.partners.theoryGuidebook",
      /example domain/,
    ],
    [
      "a 0000 phone number",
      ["site", "phoneDisplay"],
      "+49 69 0000 0000",
      "site.phoneDisplay",
      /phone number/,
    ],
    ["a 0000 chat number", ["site", "chat", "number"], "4969000000000", "site.chat.number", /phone number/],
    ["the DE000000000 VAT id", ["site", "vatId"], "DE000000000", "site.vatId", /VAT id/],
    ["Musterstraße", ["site", "office", "street"], "Musterstraße 1", "site.office.street", /sample name/],
    ["a Muster owner", ["site", "owners"], ["Ana Muster"], "site.owners[0]", /sample name/],
    [
      "an Example GmbH processor",
      ["site", "processors", "email", "name"],
      "Example Mail Delivery GmbH",
      "site.processors.email.name",
      /sample name/,
    ],
    [
      "house number 00",
      ["site", "firstAidVenue", "street"],
      "Schweizer Straße 00",
      "site.firstAidVenue.street",
      /house number/,
    ],
    [
      "a demo payment-link id",
      ["catalog", "products", "hip-1-day", "paymentLinks", "en", "id"],
      "plink_demo_hip_1_day_en",
      'catalog.products["hip-1-day"].paymentLinks.en.id',
      /demo/,
    ],
    [
      "a demo payment-link URL",
      ["catalog", "products", "first-aid-es", "paymentLinks", "es", "url"],
      "https://buy.stripe.com/demo_first_aid_es_es",
      'catalog.products["first-aid-es"].paymentLinks.es.url',
      /demo/,
    ],
    [
      "the placeholder theory-app host",
      ["catalog", "theoryApp", "purchaseUrl"],
      "https://theory-app.example.com/buy?lang=en",
      "catalog.theoryApp.purchaseUrl",
      /example domain/,
    ],
    [
      "the placeholder flipbook host",
      ["site", "embeds", "flipbook", "es"],
      "https://flipbook.example.com/tech-questions-es/",
      "site.embeds.flipbook.es",
      /example domain/,
    ],
    [
      "an unset bank account for transfers",
      ["site", "bankTransfer", "iban"],
      "",
      "site.bankTransfer.iban",
      /not set/,
    ],
  ])("refuses %s, naming the field", (_name, path, value, field, reason) => {
    const config = filledConfig();
    setAt(config, path, value);
    const found = placeholderFields(config);
    expect(found.map((entry) => entry.field)).toEqual([field]);
    expect(found[0]?.reason).toMatch(reason);
    const refusal = goLiveRefusal(publicUrl, config);
    expect(refusal).toContain(`Placeholder business data is refused for PUBLIC_URL ${publicUrl}`);
    expect(refusal).toContain(`  ${field}: `);
  });
});

describe("go-live guard: sample content", () => {
  const everySample: ContentStatuses = {
    videoStories: "sample",
    courseFigures: { passRatePercent: "sample", guaranteeUsePercent: "sample" },
  };
  const names = ["video stories", "course figures: pass rate", "course figures: guarantee use"] as const;

  it.each<[string, string[], string, RegExp]>([
    [
      "the video stories",
      ["videoStories"],
      names[0],
      /videoStoriesStatus in app\/content\/video-stories\.ts is "sample"/,
    ],
    [
      "the pass rate",
      ["courseFigures", "passRatePercent"],
      names[1],
      /courseFigureStatus\.passRatePercent in app\/content\/course\/figures\.ts is "sample"/,
    ],
    [
      "the guarantee use",
      ["courseFigures", "guaranteeUsePercent"],
      names[2],
      /courseFigureStatus\.guaranteeUsePercent in app\/content\/course\/figures\.ts is "sample"/,
    ],
  ])("refuses %s while marked sample, naming it", (_name, path, name, line) => {
    const config = filledConfig();
    setAt(config.content, path, "sample");
    expect(sampleContent(config).map((source) => source.name)).toEqual([name]);
    const refusal = goLiveRefusal(publicUrl, config) ?? "";
    expect(refusal).toContain(`Sample content is refused for PUBLIC_URL ${publicUrl}`);
    expect(refusal).toContain(`  ${name}: `);
    expect(refusal).toMatch(line);
    for (const other of names.filter((candidate) => candidate !== name)) expect(refusal).not.toContain(other);
    expect(refusal).not.toContain("Placeholder business data");
  });

  it("names every sample at once, next to the placeholders", () => {
    const config = filledConfig();
    config.content = everySample;
    setAt(config, ["site", "vatId"], "DE000000000");
    const refusal = goLiveRefusal(publicUrl, config) ?? "";
    expect(refusal).toContain("Placeholder business data is refused");
    expect(refusal).toContain("  site.vatId: ");
    for (const name of names) expect(refusal).toContain(`  ${name}: `);
  });

  it("starts once every source is marked real, and shows the samples on localhost", () => {
    expect(sampleContent(filledConfig())).toEqual([]);
    expect(goLiveRefusal(publicUrl, filledConfig())).toBeNull();
    const samples = { ...filledConfig(), content: everySample };
    expect(goLiveRefusal("http://localhost:3000", samples)).toBeNull();
    expect(goLiveRefusal("http://127.0.0.1:8080", samples)).toBeNull();
  });

  it("names each DATEV setting still unset, and only those", () => {
    const config = filledConfig();
    config.accounting = { ...config.accounting, consultantNumber: null, fiscalYearStart: null };
    const refusal = goLiveRefusal(publicUrl, config) ?? "";
    expect(refusal).toContain("The accounting export's settings are refused");
    expect(refusal).toContain("  accounting.consultantNumber: unset; the tax consultant's number at DATEV");
    expect(refusal).toContain("  accounting.fiscalYearStart: unset;");
    expect(refusal).not.toContain("accounting.clientNumber");
    expect(refusal).not.toContain("accounting.chart");
    expect(refusal).not.toContain("Placeholder business data");
    expect(goLiveRefusal("http://localhost:3000", config)).toBeNull();
    expect(unsetAccountingSettings(shippedBusinessConfig())).toHaveLength(4);
  });

  it("reads each source's status from its data file", () => {
    expect(shippedBusinessConfig().content).toEqual({
      videoStories: videoStoriesStatus,
      courseFigures: courseFigureStatus,
    });
  });
});

describe("go-live guard: the seed's demo reviews", () => {
  it("refuses a public origin while the database holds demo reviews, and allows localhost", () => {
    expect(demoReviewsRefusal(publicUrl, true)).toMatch(/Demo reviews are refused .*UWG Annex No\. 23b/);
    expect(demoReviewsRefusal(publicUrl, false)).toBeNull();
    expect(demoReviewsRefusal("http://localhost:3000", true)).toBeNull();
  });
});
