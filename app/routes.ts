import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every route of SPEC.md §2 and DESIGN.md, grouped by its guard. A screen that
// its issue has not built yet uses routes/placeholder.tsx (its heading only);
// its guard is real already.
const placeholder = "routes/placeholder.tsx";

export default [
  // Resource routes (no UI).
  route("language", "routes/language.ts"),
  route("auth/sign-in", "routes/auth/sign-in.ts"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),

  // The app's web view: legal text without header or footer.
  route("mobile/privacy-policy", "routes/legal.tsx", { id: "mobile-privacy-policy" }),
  route("mobile/terms-conditions", "routes/legal.tsx", { id: "mobile-terms-conditions" }),
  route("mobile/service-plan-terms", "routes/legal.tsx", { id: "mobile-service-plan-terms" }),

  layout("routes/layouts/site.tsx", [
    // Open routes.
    index("routes/home.tsx"),
    route("rent", placeholder, { id: "rent" }),
    route("buy", placeholder, { id: "buy" }),
    route("property/:id?", "routes/property-redirect.tsx"),
    route("rental/:id?/:slug?", placeholder, { id: "rental" }),
    route("sale/:id?/:slug?", placeholder, { id: "sale" }),
    route("owner/rental/:owner", placeholder, { id: "owner-rental" }),
    route("owner/sale/:owner", placeholder, { id: "owner-sale" }),
    route("price/:listingType", "routes/price.tsx"),
    route("services", "routes/services.tsx"),
    route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
    route("terms-conditions", "routes/legal.tsx", { id: "terms-conditions" }),
    route("service-plan-terms", "routes/legal.tsx", { id: "service-plan-terms" }),
    route("activate", placeholder, { id: "activate" }),
    route("download-app", "routes/download-app.tsx"),

    layout("routes/guards/public-only.tsx", [
      route("signup", placeholder, { id: "signup" }),
      route("login", "routes/login.tsx"),
      route("googleredirect", placeholder, { id: "googleredirect" }),
      route("resetpassword", placeholder, { id: "resetpassword" }),
    ]),

    layout("routes/guards/special-only.tsx", [
      route("googleredirect2", placeholder, { id: "googleredirect2" }),
      route("fbPostLogin", placeholder, { id: "fbPostLogin" }),
    ]),

    layout("routes/guards/private.tsx", [
      route("renewmembership/:propertyId", placeholder, { id: "renewmembership" }),
      route("activatelisting/:propertyId", placeholder, { id: "activatelisting" }),
      route("changemembership/:propertyId", placeholder, { id: "changemembership" }),
      route("applycredits/:propertyId", placeholder, { id: "applycredits" }),
      route("editcredits/:propertyId", placeholder, { id: "editcredits" }),
      route("editlisting/:propertyId", placeholder, { id: "editlisting" }),
      route("profile/settings", placeholder, { id: "settings" }),
      route("dashboard", placeholder, { id: "dashboard" }),
      route("promote-dashboard", placeholder, { id: "promote-dashboard" }),
      route("requests", placeholder, { id: "requests" }),
      route("offers", placeholder, { id: "offers" }),
      route("credits", placeholder, { id: "credits" }),
      route("favorites", placeholder, { id: "favorites" }),
      route("postlisting", placeholder, { id: "postlisting" }),
      route("bulk", placeholder, { id: "bulk" }),
      route("tenant/:propertyId", placeholder, { id: "tenant" }),
    ]),

    layout("routes/guards/admin.tsx", [route("admin/*?", placeholder, { id: "admin" })]),

    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
