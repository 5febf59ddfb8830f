import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compiledCopy, failedAsserts, svrlReport } from "./en16931-schematron";

// The XRechnung validation of a CII invoice as the KoSIT validator runs it after the CII schema and
// the EN 16931 rules: the German CIUS's business rules (BR-DE-*, BR-DEX-*, BR-TMP-*) published by
// KoSIT (xrechnung-schematron release v2.5.0 for XRechnung 3.0, Apache 2.0: xrechnung/LICENSE).
// The rules are ISO Schematron (query binding xslt2); SchXslt's XSLT 2.0 pipeline (MIT,
// xrechnung/schxslt) compiles them to XSLT with xslt3, which then exports them for SaxonJS. Both
// steps run once per machine (about half a minute) and are kept under node_modules/.cache, keyed by
// the files they read, so the rules stay in their published form and a new release is a copy. A
// fresh clone takes the result from xrechnung/compiled/ when it matches (compiledCopy, 36 kB).

const here = dirname(fileURLToPath(import.meta.url));
const folder = join(here, "xrechnung");
const rules = join(folder, "cii", "XRechnung-CII-validation.sch");
const root = resolve(here, "..", "..");
const xslt3 = join(root, "node_modules", ".bin", "xslt3");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(sch|xsl)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Compiles the rules when this machine has not yet: call it from a beforeAll with a long timeout. */
export function compiledXRechnung(): string {
  const hash = createHash("sha256");
  for (const file of sourceFiles(folder)) hash.update(file.slice(folder.length)).update(readFileSync(file));
  const key = hash.digest("hex").slice(0, 16);
  const cache = join(root, "node_modules", ".cache", "xrechnung");
  const sef = join(cache, `cii-${key}.sef.json`);
  if (!existsSync(sef) && !compiledCopy(join(folder, "compiled"), sef)) {
    mkdirSync(cache, { recursive: true });
    const xsl = join(cache, `cii-${key}.${process.pid}.xsl`);
    execFileSync(
      xslt3,
      [`-xsl:${join(folder, "schxslt", "pipeline-for-svrl.xsl")}`, `-s:${rules}`, `-o:${xsl}`],
      { stdio: "ignore" },
    );
    // Written beside and renamed, so a run stopped half-way leaves no broken cache behind.
    // Each process its own part files: two workers compiling at once never write into one file.
    execFileSync(xslt3, [`-xsl:${xsl}`, `-export:${sef}.${process.pid}.part`, "-nogo", "-relocate:on"], {
      stdio: "ignore",
    });
    renameSync(`${sef}.${process.pid}.part`, sef);
  }
  return sef;
}

/**
 * Every failed XRechnung rule of the invoice, "BR-DE-15 (fatal): …" each; empty when it is a
 * valid XRechnung with no warning either.
 */
export async function xrechnungCiiFailures(xml: string): Promise<string[]> {
  const report = await svrlReport(compiledXRechnung(), xml);
  return failedAsserts(report).map((failure) => `${failure.id} (${failure.flag}): ${failure.text}`);
}
