import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every route of SPEC.md §2 and DESIGN.md, grouped by its guard.

export default [
  // Resource routes (no UI).
  route("language", "routes/language.ts"),
  route("auth/sign-in", "routes/auth/sign-in.ts"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("auth/forgot-password", "routes/auth/forgot-password.ts"),
  route("auth/resend-verification", "routes/auth/resend-verification.ts"),
  route("auth/social", "routes/auth/social.ts"),
  route("resources/countries", "routes/resources/countries.ts"),
  route("resources/photos", "routes/resources/photos.ts"),
  route("resources/bulk-template/:format", "routes/resources/bulk-template.ts"),
  route("resources/favorites", "routes/resources/favorites.ts"),
  route("resources/listing-events", "routes/resources/listing-events.ts"),
  // Tenancy downloads, checked on every read; outside the guards so a visitor gets 404 like anyone else.
  route("resources/tenancy-files/:shelf/:fileId", "routes/resources/tenancy-file.ts"),
  route("tenant/:propertyId/rent.csv", "routes/resources/rent-account-csv.ts"),
  route("tenant/:propertyId/proofs/:paymentId", "routes/resources/payment-proof.ts"),
  route("resources/referrals", "routes/resources/referrals.ts"),
  route("referrals", "routes/referrals.ts"),
  route("resources/saved-searches", "routes/resources/saved-searches.ts"),
  route("resources/notifications", "routes/resources/notifications.ts"),
  route("resources/search-count", "routes/resources/search-count.ts"),
  route("resources/map-markers", "routes/resources/map-markers.ts"),
  route("credits/ledger.csv", "routes/resources/credits-ledger-csv.ts"),
  route("credits/payments/:paymentId/proof", "routes/resources/credit-payment-proof.ts"),
  route("credits/card-return/:paymentId", "routes/resources/card-return.ts"),
  route("admin/payments/revenue.csv", "routes/resources/revenue-csv.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:name", "routes/sitemap.ts"),

  // The app's web view: legal text without header or footer.
  route("mobile/privacy-policy", "routes/legal.tsx", { id: "mobile-privacy-policy" }),
  route("mobile/terms-conditions", "routes/legal.tsx", { id: "mobile-terms-conditions" }),
  route("mobile/service-plan-terms", "routes/legal.tsx", { id: "mobile-service-plan-terms" }),

  layout("routes/layouts/site.tsx", [
    // Open routes.
    index("routes/home.tsx"),
    route("rent", "routes/search.tsx", { id: "rent" }),
    route("buy", "routes/search.tsx", { id: "buy" }),
    route("property/:id?", "routes/property-redirect.tsx"),
    route("rental/:id?/:slug?", "routes/listing.tsx", { id: "rental" }),
    route("sale/:id?/:slug?", "routes/listing.tsx", { id: "sale" }),
    route("owner/rental/:owner", "routes/owner-listings.tsx", { id: "owner-rental" }),
    route("owner/sale/:owner", "routes/owner-listings.tsx", { id: "owner-sale" }),
    route("price/:listingType", "routes/price.tsx"),
    route("services", "routes/services.tsx"),
    route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
    route("terms-conditions", "routes/legal.tsx", { id: "terms-conditions" }),
    route("service-plan-terms", "routes/legal.tsx", { id: "service-plan-terms" }),
    route("activate", "routes/activate.tsx"),
    route("dev/outbox", "routes/dev-outbox.tsx"),
    route("download-app", "routes/download-app.tsx"),
    route("unsubscribe", "routes/unsubscribe.tsx", { id: "unsubscribe" }),
    route("tenant-invitation/:token", "routes/tenant-invitation.tsx"),

    layout("routes/guards/public-only.tsx", [
      route("signup", "routes/auth-screen.tsx", { id: "signup" }),
      route("login", "routes/auth-screen.tsx", { id: "login" }),
      route("googleredirect", "routes/google-redirect.tsx"),
      route("resetpassword", "routes/reset-password.tsx"),
    ]),

    layout("routes/guards/special-only.tsx", [
      route("googleredirect2", "routes/complete-profile.tsx", { id: "googleredirect2" }),
      route("fbPostLogin", "routes/complete-profile.tsx", { id: "fbPostLogin" }),
    ]),

    layout("routes/guards/private.tsx", [
      route("renewmembership/:propertyId", "routes/renew-membership.tsx", { id: "renewmembership" }),
      route("activatelisting/:propertyId", "routes/activate-listing.tsx", { id: "activatelisting" }),
      route("changemembership/:propertyId", "routes/change-membership.tsx", { id: "changemembership" }),
      route("applycredits/:propertyId", "routes/apply-credits.tsx", { id: "applycredits" }),
      route("editcredits/:propertyId", "routes/edit-credits.tsx", { id: "editcredits" }),
      route("editlisting/:propertyId", "routes/listing-editor.tsx", { id: "editlisting" }),
      route("profile/settings", "routes/settings.tsx", { id: "settings" }),
      route("dashboard", "routes/dashboard.tsx", { id: "dashboard" }),
      route("promote-dashboard", "routes/promote-dashboard.tsx", { id: "promote-dashboard" }),
      route("dashboard/insights", "routes/insights.tsx", { id: "insights" }),
      route("dashboard/insights/export", "routes/insights-export.ts"),
      route("dashboard/insights/:propertyId", "routes/listing-insights.tsx", { id: "listing-insights" }),
      route("saved-searches", "routes/saved-searches.tsx", { id: "saved-searches" }),
      route("requests", "routes/requests.tsx", { id: "requests" }),
      route("offers", "routes/offers.tsx", { id: "offers" }),
      route("credits", "routes/credits.tsx", { id: "credits" }),
      route("credits/payments/:paymentId", "routes/credit-payment.tsx", { id: "credit-payment" }),
      route("credits/receipts/:paymentId", "routes/receipt.tsx", { id: "receipt" }),
      route("favorites", "routes/favorites.tsx", { id: "favorites" }),
      route("postlisting", "routes/listing-editor.tsx", { id: "postlisting" }),
      route("bulk", "routes/bulk.tsx", { id: "bulk" }),
      route("tenant/:propertyId", "routes/tenancy/layout.tsx", { id: "tenant" }, [
        index("routes/tenancy/overview.tsx", { id: "tenant-overview" }),
        route("rent", "routes/tenancy/rent.tsx", { id: "tenant-rent" }),
        route("inspections", "routes/tenancy/inspections.tsx", { id: "tenant-inspections" }),
        route("files", "routes/tenancy/files.tsx", { id: "tenant-files" }),
        route("notices", "routes/tenancy/notices.tsx", { id: "tenant-notices" }),
        route("issues", "routes/tenancy/issues.tsx", { id: "tenant-issues" }),
      ]),
      route("tenant/:propertyId/receipts/:paymentId", "routes/tenancy/receipt.tsx", { id: "tenant-receipt" }),
    ]),

    layout("routes/guards/admin.tsx", [
      route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
        index("routes/admin/moderation.tsx", { id: "admin-moderation" }),
        route("users", "routes/admin/users.tsx", { id: "admin-users" }),
        route("plans", "routes/admin/plans.tsx", { id: "admin-plans" }),
        route("exchange-rate", "routes/admin/exchange-rate.tsx", { id: "admin-exchange-rate" }),
        route("promo-codes", "routes/admin/promo-codes.tsx", { id: "admin-promo-codes" }),
        route("payments", "routes/admin/payments.tsx", { id: "admin-payments" }),
        route("reports", "routes/admin/reports.tsx", { id: "admin-reports" }),
        route("reports/:reportId", "routes/admin/report.tsx", { id: "admin-report" }),
        route("*", "routes/not-found.tsx", { id: "admin-not-found" }),
      ]),
    ]),

    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
