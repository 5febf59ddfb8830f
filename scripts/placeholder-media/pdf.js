// @ts-check
// Placeholder media, part 4: the eBook HTML printed to A4 PDFs by headless Chromium (Debian's
// chromium package). The page size, margins and footers come from the HTML's @page rules.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { kb } from "./files.js";

/**
 * The Chromium arguments that print one HTML file to a PDF.
 * @param {string} html the HTML file @param {string} pdf the PDF to write
 * @param {string} profile a scratch user-data folder (no state from the user's own browser)
 */
export function pdfArgs(html, pdf, profile) {
  return [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    // Without it Chromium prints the date, title and URL into the page margins.
    "--no-pdf-header-footer",
    `--user-data-dir=${profile}`,
    `--print-to-pdf=${pdf}`,
    pathToFileURL(path.resolve(html)).href,
  ];
}

/**
 * Prints each HTML file to `out`/ebooks/<same name>.pdf, printing each with its size.
 * @param {string[]} htmlFiles @param {string} out the media folder @param {string} build scratch folder
 * @returns {string[]} the files written
 */
export function printPdfs(htmlFiles, out, build) {
  const written = [];
  for (const html of [...htmlFiles].sort()) {
    const pdf = path.join(out, "ebooks", `${path.basename(html, ".html")}.pdf`);
    // Chromium's own chatter on stderr (GPU, D-Bus) is noise here, as in the shell script.
    const result = spawnSync("chromium", pdfArgs(html, pdf, path.join(build, "chromium")), {
      stdio: ["ignore", "inherit", "ignore"],
    });
    if (result.status !== 0) throw new Error(`chromium failed to print ${pdf} (status ${result.status})`);
    console.log(`${pdf}  ${kb(statSync(pdf).size)}`);
    written.push(pdf);
  }
  return written;
}
