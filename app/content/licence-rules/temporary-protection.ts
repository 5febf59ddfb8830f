import type { IsoDate } from "~/content/schedule";

// Ukrainian licences while their holders have temporary protection. Regulation (EU) 2022/1280,
// Art. 3: a valid Ukrainian licence is recognised in every member state for as long as its holder
// has temporary protection (Directive 2001/55/EC, Implementing Decision (EU) 2022/382), and no
// state may ask for a translation or an international driving permit. The end of the protection
// is set by the Council's extensions: when it extends it again, change `endsOn`, `decision` and
// `checkedOn` here; the check, its answer and the guide read them from here.

export interface TemporaryProtection {
  /** ISO code of the issuing country the rule is for. */
  country: string;
  /** Last day of temporary protection as the latest Council decision sets it. */
  endsOn: IsoDate;
  /** The Council decision that set `endsOn`. */
  decision: { number: string; adoptedOn: IsoDate; url: string };
  /** The regulation that recognises the licences. */
  regulation: { number: string; article: number; url: string };
  /** The day we last checked that `endsOn` is the current end (on EUR-Lex and the Council's press releases). */
  checkedOn: IsoDate;
}

export const temporaryProtection: TemporaryProtection = {
  country: "UA",
  endsOn: "2027-03-04",
  decision: {
    number: "2025/1460",
    adoptedOn: "2025-07-15",
    url: "https://eur-lex.europa.eu/eli/dec_impl/2025/1460/oj",
  },
  regulation: { number: "2022/1280", article: 3, url: "https://eur-lex.europa.eu/eli/reg/2022/1280/oj" },
  checkedOn: "2026-11-27",
};
