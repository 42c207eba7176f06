import { Button } from "~/components/ui/button.tsx";

/** Opens the browser's print dialog (the receipt prints without the site's header and footer). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.print()} className="mt-4 print:hidden">
      {label}
    </Button>
  );
}
