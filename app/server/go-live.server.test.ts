import { describe, expect, it } from "vitest";
import { productIds } from "~/content/catalog";
import {
  type BusinessConfig,
  goLiveRefusal,
  placeholderFields,
  shippedBusinessConfig,
} from "./go-live.server";

// Issue 10 §7: each kind of placeholder, alone in an otherwise filled-in config, stops a public start.

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
  return config;
}

const publicUrl = "https://www.maindrive-fahrschule.de";

describe("go-live guard", () => {
  it("finds every kind of placeholder in the shipped config", () => {
    const fields = placeholderFields().map((found) => found.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "site.legalName",
        "site.owners[0]",
        "site.contactEmail",
        "site.supportEmail",
        "site.phoneDisplay",
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
      "an example.com school inbox (issue 14 §6)",
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
