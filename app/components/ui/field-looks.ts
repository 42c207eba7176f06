// The fields' looks alone, without Conform: the phone's visitor pages (home, search) take a label's
// look from here and so do not load the form library with field.tsx (the size budget, decision 0032).

/** The label above a form field. */
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";

export function inputClass(invalid: boolean): string {
  return `block w-full rounded border px-3 py-2 text-base ${invalid ? "border-red-600" : "border-slate-400"} focus:border-brand-600`;
}
