// The places a foreign licence can come from: every country and territory of
// ISO 3166-1 alpha-2, and the subdivisions the law distinguishes (ISO 3166-2). Names are not
// stored here: the page asks Intl.DisplayNames for countries and reads subdivision names from
// its language's text module.

/**
 * Every officially assigned ISO 3166-1 alpha-2 code (249), plus XK for Kosovo: not assigned by
 * ISO but the code in common use (EU, Intl), and Kosovo is an Anlage 11 state.
 */
export const countryCodes = [
  ..."AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ".split(" "),
  ..."BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ".split(" "),
  ..."CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ".split(" "),
  ..."DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR".split(" "),
  ..."GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU".split(" "),
  ..."ID IE IL IM IN IO IQ IR IS IT JE JM JO JP".split(" "),
  ..."KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY".split(" "),
  ..."MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ".split(" "),
  ..."NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA".split(" "),
  ..."RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ".split(" "),
  ..."TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ".split(" "),
  ..."VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW".split(" "),
  "XK",
] as const;

/**
 * EU member states and the three other EEA states: their licences stay valid after a move to
 * Germany and need no conversion (§§ 28, 30 FeV). Switzerland, the United Kingdom
 * and Gibraltar are not in it: they are Anlage 11 states.
 */
export const euEeaCountries = [
  ..."AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
  ..."IS LI NO".split(" "),
] as const;

/**
 * Parts of EU states that ISO lists with a code of their own. Their licences are issued by the
 * member state (France, Finland), so they are EU licences: the EU's outermost regions of France
 * and the Åland Islands (decision record 011). Overseas countries and territories outside the EU
 * (French Polynesia, New Caledonia: Anlage 11; Greenland, the Faroe Islands: not listed) are not.
 */
export const euTerritories = ["GF", "GP", "MQ", "RE", "YT", "MF", "AX"] as const;

/**
 * US territories that ISO 3166-1 also lists as countries. A visitor may pick "Puerto Rico" from
 * the country list: the answer is the one for the US subdivision (Anlage 11 lists Puerto Rico
 * under the US states).
 */
export const countryAliases: Readonly<Record<string, string>> = {
  PR: "US-PR",
  GU: "US-GU",
  VI: "US-VI",
  AS: "US-AS",
  MP: "US-MP",
  UM: "US-UM",
};

/**
 * The subdivisions asked for, by country (ISO 3166-2): where Anlage 11 lists states, provinces
 * or territories instead of the whole country. US: 50 states, D.C. and the outlying areas.
 */
export const regionCodes = {
  US: [
    ..."AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO".split(" "),
    ..."MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(" "),
    ..."DC AS GU MP PR UM VI".split(" "),
  ].map((code) => `US-${code}`),
  CA: "AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" ").map((code) => `CA-${code}`),
  AU: "ACT NSW NT QLD SA TAS VIC WA".split(" ").map((code) => `AU-${code}`),
} as const satisfies Record<string, readonly string[]>;

export type RegionCountry = keyof typeof regionCodes;

export function isRegionCountry(country: string): country is RegionCountry {
  return Object.hasOwn(regionCodes, country);
}

/** Every subdivision code the page can name. */
export const allRegionCodes: readonly string[] = Object.values(regionCodes).flat();
