// @ts-check
// The stylesheet of the eBook HTML, printed to A4 PDF by headless Chromium (pdf.js). The cover page
// has no margins and no footer; every other page has the brand and "page / pages" in its footer.
// Fonts: DejaVu Sans (fonts-dejavu-core), the font the covers and clips use too.

export const STYLE = `
@page { size: A4; margin: 15mm 17mm 17mm;
  @bottom-left { content: "MainDrive · Frankfurt am Main"; font: 8pt 'DejaVu Sans', Arial, sans-serif; color: #0b4f6c; }
  @bottom-right { content: counter(page) " / " counter(pages); font: 8pt 'DejaVu Sans', Arial, sans-serif; color: #4d5a6a; } }
@page cover { margin: 0; @bottom-left { content: none; } @bottom-right { content: none; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1c2430; font-size: 9.6pt; line-height: 1.45; }
.cover { page: cover; width: 210mm; height: 297mm; background: #0b4f6c; break-after: page; overflow: hidden; }
.cover svg { display: block; width: 210mm; height: 297mm; }
h1 { color: #0b4f6c; font-size: 21pt; line-height: 1.2; margin: 0 0 3mm; }
.lead { font-size: 10.5pt; color: #2d3a48; margin: 0 0 4mm; }
.bar { width: 22mm; height: 2mm; border-radius: 1mm; background: #f2a541; margin: 0 0 5mm; }
h2 { color: #0b4f6c; font-size: 13pt; margin: 5mm 0 2mm; break-after: avoid; }
h2 .n { display: inline-block; width: 7mm; height: 7mm; line-height: 7mm; border-radius: 50%; background: #f2a541; color: #fff;
        text-align: center; font-size: 10pt; margin-right: 2.5mm; vertical-align: 1px; }
p { margin: 0 0 2.5mm; }
.de { font-weight: 700; color: #073a50; }
.paths { display: flex; gap: 4mm; margin: 3mm 0; }
.path { flex: 1; border-radius: 3mm; background: #f3f6f8; border-top: 2mm solid #0b4f6c; padding: 3.5mm 4mm; font-size: 9.2pt; break-inside: avoid; }
.path h3 { margin: 0 0 1.5mm; font-size: 10.5pt; color: #073a50; }
.path .result { display: block; margin-top: 2mm; font-weight: 700; color: #0b4f6c; }
.path:nth-child(2) { border-top-color: #f2a541; } .path:nth-child(3) { border-top-color: #6f9f74; }
ul.check { list-style: none; padding: 0; margin: 0; columns: 2; column-gap: 7mm; }
ul.check li { position: relative; padding-left: 7mm; margin: 0 0 2.2mm; break-inside: avoid; }
ul.check li::before { content: ""; position: absolute; left: 0; top: 0.6mm; width: 3.6mm; height: 3.6mm; border: 0.5mm solid #0b4f6c; border-radius: 0.8mm; }
ul.check small { color: #4d5a6a; }
ul.dots { padding-left: 5mm; margin: 0 0 2mm; } ul.dots li { margin: 0 0 1.6mm; }
.tip { background: #e8f1f5; border-left: 1.5mm solid #0b4f6c; border-radius: 0 2mm 2mm 0; padding: 3mm 4mm; margin: 3mm 0; break-inside: avoid; }
.tip.amber { background: #fdf1df; border-left-color: #f2a541; }
.tip b { color: #073a50; }
.end { margin-top: 5mm; padding-top: 3mm; border-top: 0.4mm solid #d5dde4; font-size: 8.5pt; color: #4d5a6a; break-inside: avoid; }
.end strong { color: #0b4f6c; }
.phrase { display: flex; gap: 4mm; padding: 1.7mm 0; border-bottom: 0.3mm solid #e1e8ee; break-inside: avoid; }
.phrase .num { flex: 0 0 8mm; height: 8mm; border-radius: 50%; background: #0b4f6c; color: #fff; font-weight: 700; text-align: center; line-height: 8mm; font-size: 9.5pt; }
.phrase .body { flex: 1; }
.phrase .de { font-size: 10.5pt; margin: 0 0 0.5mm; }
.phrase .mean { font-style: italic; color: #2d3a48; margin: 0 0 0.6mm; }
.phrase .do { font-size: 8.9pt; margin: 0; } .phrase .do b { color: #c97d0f; }
table.words { border-collapse: collapse; width: 100%; font-size: 9.2pt; margin: 2mm 0 3mm; }
table.words td { padding: 1.1mm 2mm; border-bottom: 0.3mm solid #e1e8ee; vertical-align: top; }
table.words td:first-child { font-weight: 700; color: #073a50; width: 38%; }
ol.steps { list-style: none; counter-reset: s; padding: 0; margin: 0; }
ol.steps li { counter-increment: s; position: relative; padding: 0 0 0 9mm; margin: 0 0 2.2mm; }
ol.steps li::before { content: counter(s); position: absolute; left: 0; top: 0; width: 5.6mm; height: 5.6mm; line-height: 5.6mm; border-radius: 50%;
  background: #e8f1f5; color: #0b4f6c; font-weight: 700; font-size: 8.5pt; text-align: center; }
`;
