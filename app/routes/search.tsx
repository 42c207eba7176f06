// Built in issue 5; until then the route shows its heading.
export { default } from "./placeholder.tsx";
