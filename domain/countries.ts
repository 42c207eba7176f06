/** An entry of the dial-code list (SPEC.md §3 Country entry), its name in the reader's language. */
export interface CountryEntry {
  iso: string;
  dialCode: string;
  name: string;
}
