// Built in issue 4; until then the route shows its heading.
export { default } from "./placeholder.tsx";
