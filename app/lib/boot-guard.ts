import { createContext, useContext } from "react";

/**
 * The boot guard's inline script (`boot-guard.server.ts`), which only the server writes: empty in
 * the browser, where hydration keeps the one the HTML brought.
 */
export const BootGuardContext = createContext("");
export const useBootGuardScript = () => useContext(BootGuardContext);
