// The fields' looks alone, for a visitor page that draws its own controls: importing them from
// field.tsx would bring Conform into the page's first download (npm run size).

/** The label above a form field. */
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";

export function inputClass(invalid: boolean): string {
  return `block w-full rounded border px-3 py-2 text-base ${invalid ? "border-red-600" : "border-slate-400"} focus:border-brand-600`;
}
