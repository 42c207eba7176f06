// The catalog parts app/i18n/catalog-parts.vite.ts builds (the same shape as domain/i18n/catalog-parts.ts's CatalogTree).
declare module "virtual:catalog/*" {
  type Tree = { [key: string]: string | Tree };
  const messages: Tree;
  export default messages;
}
