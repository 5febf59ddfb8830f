import { PDFParse } from "pdf-parse";

// The text a PDF reader extracts from a document: what the tests check an invoice says.
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
