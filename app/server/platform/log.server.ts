import { createRequire } from "node:module";
import pino from "pino";
import { instanceName } from "./instance.server";
import { maskedToken, pathWithoutTokens } from "./secret-links.server";

// One JSON line per event on stdout, for the host's log collector (journald, a container runtime):
// each line carries its time, level and instance. Readable lines instead for a person at a
// terminal: LOG_FORMAT=pretty, the default when stdout is a terminal. Nothing personal goes in:
// no e-mail address, name, token or query string (the request log keeps the path only, a token in
// it masked); an e-mail is logged as its domain at most.

/** Readable lines: asked for, or stdout is a terminal and JSON was not asked for. */
export const prettyLogs =
  process.env.LOG_FORMAT === "pretty" || (process.env.LOG_FORMAT !== "json" && process.stdout.isTTY === true);
/**
 * pino-pretty is a development dependency: a production install (`npm ci --omit=dev`) has none,
 * and the readable lines then give way to JSON lines instead of a start that fails.
 */
export function prettyPrinterInstalled(
  resolve: (name: string) => string = createRequire(import.meta.url).resolve,
): boolean {
  try {
    resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}
const pretty = prettyLogs && prettyPrinterInstalled();

export const log = pino({
  base: { instance: instanceName },
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL ?? "info",
  ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
});

/** A text (an error message) with every e-mail address in it reduced to its domain. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s@<>"'(),;:]+@([\w.-]+\.[a-z]{2,})/gi, "*@$1");
}

/** What of an e-mail address may be logged: its domain (where a mail went wrong), never the name. */
export function mailDomain(address: string): string {
  const at = address.lastIndexOf("@");
  return at >= 0 ? `*@${address.slice(at + 1)}` : "*";
}

/**
 * A request's path as it may be logged: a segment that looks like a token, or that the route names
 * as its secret (`secretSegments`, decoded), masked: "/es/waiting-list/***".
 */
export function loggedPath(path: string, secretSegments: readonly string[] = []): string {
  const secret = new Set(secretSegments);
  const masked = path
    .split("/")
    .map((segment) => {
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {
        // Not percent-encoding: compared as it is.
      }
      return secret.has(text) ? maskedToken : segment;
    })
    .join("/");
  return pathWithoutTokens(masked);
}
