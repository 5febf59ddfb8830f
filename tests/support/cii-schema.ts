import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { validateXML } from "xmllint-wasm";

// The XML Schema of the Cross Industry Invoice that EN 16931 binds to: UN/CEFACT D16B SCRDM
// (Subset), uncoupled code lists, as published with the EN 16931 validation artefacts
// (ConnectingEurope/eInvoicing-EN16931, cii/schema; UN/CEFACT's copyright notice in each file).
// The KoSIT validator checks this schema before any schematron; libxml2's xmllint (as WebAssembly,
// `xmllint-wasm`) does it here.

const folder = join(dirname(fileURLToPath(import.meta.url)), "en16931", "cii-d16b");
const main = "CrossIndustryInvoice_100pD16B.xsd";
const files = readdirSync(folder).map((fileName) => ({
  fileName,
  contents: readFileSync(join(folder, fileName), "utf8"),
}));

/** The schema errors of a CII document ("line: message" each); empty when it is valid. */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "invoice.xml", contents: xml }],
    schema: files.filter((file) => file.fileName === main),
    preload: files.filter((file) => file.fileName !== main),
  });
  return result.valid
    ? []
    : result.errors.map((error) => `${error.loc?.lineNumber ?? "?"}: ${error.message}`);
}
