/** Opens the browser's print dialog (the receipt prints without the site's header and footer). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="mt-4 rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 print:hidden"
    >
      {label}
    </button>
  );
}
