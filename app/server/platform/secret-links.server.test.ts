import { describe, expect, it } from "vitest";
import { newToken } from "../auth/token-hash.server";
import { looksLikeToken, pathWithoutTokens, withoutTokenLinks } from "./secret-links.server";

// Tokens masked in links and paths, whatever the link; words, dates, record ids and files kept.

describe("links without tokens", () => {
  it("tells a token from words, dates, record ids and file names", () => {
    for (let i = 0; i < 200; i++) expect(looksLikeToken(newToken())).toBe(true);
    expect(looksLikeToken("c4jU79d4ij5PzcpcM7C5kty5")).toBe(true);
    expect(looksLikeToken("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b")).toBe(true);
    for (const kept of [
      "english-first-aid-course",
      "first-aid-2026-03-05-en",
      "3f2a9c1e-0b7d-4c1e-9a2b-1c2d3e4f5a6b",
      "2026-00001.pdf",
      "understand-the-examiner",
      "short1A",
    ])
      expect(looksLikeToken(kept), kept).toBe(false);
  });

  it("masks the token of a path, a query or a fragment and keeps the rest of the text", () => {
    const token = newToken();
    const text = [
      `Set it here: https://school.example/es/set-password?token=${encodeURIComponent(token)}`,
      `Leave: http://localhost:3000/waiting-list/${token}.`,
      `https://partner.example/join?code=1234&lang=es#access_token=${token}`,
      "https://school.example/my-account/bookings/3f2a9c1e-0b7d-4c1e-9a2b-1c2d3e4f5a6b",
      "Our terms: https://school.example/terms-of-service (read them).",
    ].join("\n");
    expect(withoutTokenLinks(text)).toBe(
      [
        "Set it here: https://school.example/es/set-password?token=***",
        "Leave: http://localhost:3000/waiting-list/***.",
        "https://partner.example/join?code=***&lang=es#access_token=***",
        "https://school.example/my-account/bookings/3f2a9c1e-0b7d-4c1e-9a2b-1c2d3e4f5a6b",
        "Our terms: https://school.example/terms-of-service (read them).",
      ].join("\n"),
    );
  });

  it("masks a token segment of a path, percent-encoded or not", () => {
    const token = newToken();
    expect(pathWithoutTokens(`/es/waiting-list/${token}`)).toBe("/es/waiting-list/***");
    expect(pathWithoutTokens(`/x/${encodeURIComponent(token)}/y`)).toBe("/x/***/y");
    expect(pathWithoutTokens("/staff/dates/3f2a9c1e-0b7d-4c1e-9a2b-1c2d3e4f5a6b/attendees.csv")).toBe(
      "/staff/dates/3f2a9c1e-0b7d-4c1e-9a2b-1c2d3e4f5a6b/attendees.csv",
    );
    expect(pathWithoutTokens("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});
