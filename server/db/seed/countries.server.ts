import { getCountries, getCountryCallingCode } from "libphonenumber-js";

export interface CountrySeed {
  iso: string;
  name: string;
  nameAr: string;
  nameFr: string;
  dialCode: string;
  position: number;
}

const DEFAULT_COUNTRY = "LB";

/**
 * The dial-code list: every country libphonenumber knows (about 245), named
 * in the three languages by the ICU data Node ships. Lebanon comes first and
 * is the default; the rest follow in English alphabetical order.
 */
export function buildCountrySeeds(): CountrySeed[] {
  const names = {
    en: new Intl.DisplayNames(["en"], { type: "region" }),
    ar: new Intl.DisplayNames(["ar"], { type: "region" }),
    fr: new Intl.DisplayNames(["fr"], { type: "region" }),
  };
  const rows = getCountries().map((iso) => ({
    iso,
    name: names.en.of(iso) ?? iso,
    nameAr: names.ar.of(iso) ?? iso,
    nameFr: names.fr.of(iso) ?? iso,
    dialCode: `+${getCountryCallingCode(iso)}`,
  }));
  rows.sort((a, b) => {
    if (a.iso === DEFAULT_COUNTRY) return -1;
    if (b.iso === DEFAULT_COUNTRY) return 1;
    return a.name.localeCompare(b.name, "en");
  });
  return rows.map((row, position) => ({ ...row, position }));
}
