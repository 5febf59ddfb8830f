import { describe, expect, it } from "vitest";
import { theoryApp } from "~/content/catalog";
import { redirectTarget } from "./redirect";

const at = (path: string) => redirectTarget(new URL(path, "http://localhost"));

describe("redirect-only paths", () => {
  it("keep the language and the query", () => {
    expect(at("/weekly-driving-classes")).toEqual({ location: "/weekly-classes", status: 301 });
    expect(at("/es/weekly-driving-classes")).toEqual({ location: "/es/weekly-classes", status: 301 });
    expect(at("/es/quick-course-examiner-german?ref=x")).toEqual({
      location: "/es/understand-the-examiner?ref=x",
      status: 301,
    });
    expect(at("/z")).toEqual({ location: "/", status: 301 });
    expect(at("/es/z")).toEqual({ location: "/es", status: 301 });
  });

  it("send the six products/* paths to their product page", () => {
    expect(at("/products/quick-course-examiner-german")?.location).toBe("/understand-the-examiner");
    expect(at("/products/weekly-driving-classes")?.location).toBe("/weekly-classes");
    expect(at("/products/techquestions")?.location).toBe("/techquestions");
    expect(at("/products/high-intensity-program")?.location).toBe("/high-intense-training");
    expect(at("/es/products/conversion-assistance")?.location).toBe("/es/conversion-assistance");
    expect(at("/products/theory-app")?.location).toBe(theoryApp.purchaseUrl);
  });

  it("send theory-app to the English purchase page from the catalog", () => {
    expect(at("/theory-app")).toEqual({ location: theoryApp.purchaseUrl, status: 302 });
    expect(at("/es/theory-app")).toEqual({ location: theoryApp.purchaseUrl, status: 302 });
  });

  it("know nothing else", () => {
    expect(at("/about-us")).toBeNull();
  });
});
