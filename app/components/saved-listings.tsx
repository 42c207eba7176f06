import { createContext, type ReactNode, useContext, useMemo } from "react";

const SavedListingsContext = createContext<ReadonlySet<string>>(new Set());

/** Which of a page's cards the signed-in user saved (the cards' hearts), from the page's loader. */
export function SavedListingsProvider({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  const saved = useMemo(() => new Set(ids), [ids]);
  return <SavedListingsContext.Provider value={saved}>{children}</SavedListingsContext.Provider>;
}

export const useIsSaved = (propertyId: string) => useContext(SavedListingsContext).has(propertyId);
