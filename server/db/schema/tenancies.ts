// Tenancies: invitations, rent accounts, charges and payments, notices, inspections, files, issues.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INSPECTION_AREAS } from "../../../domain/listing.ts";
import { createdAt, updatedAt, minorUnits, inList } from "./columns.ts";
import { users } from "./people.ts";
import { properties } from "./listings.ts";

// ----------------------------------------------------------------- tenants

export const tenantInvitations = pgTable(
  "tenant_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantName: text("tenant_name").notNull(),
    tenantEmail: text("tenant_email").notNull(),
    tenantPhone: text("tenant_phone").notNull().default(""),
    tokenHash: text("token_hash").notNull().unique(),
    // The language of the invitation mail, chosen by the landlord.
    locale: text("locale").notNull().default("en"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tenant_invitations_property_idx").on(t.propertyId),
    check("tenant_invitations_email_lower_case", sql`${t.tenantEmail} = lower(${t.tenantEmail})`),
  ],
);

/** SPEC.md "Accounts": a tenant's rent account on a property. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rentAmount: minorUnits("rent_amount"),
    unit: text("unit").notNull().default("USD"),
    paymentFrequency: text("payment_frequency"),
    leaseStart: date("lease_start"),
    leaseEnd: date("lease_end"),
    // The day of the month rent falls due, and the deposit held (in the rent's currency).
    dueDay: smallint("due_day"),
    deposit: minorUnits("deposit"),
    // The tenancy's end, set by the landlord; the former tenant then reads it only (decision 0028).
    endedOn: date("ended_on"),
    // How the deposit was settled at the end (decision 0052): handed back, kept (with the reason);
    // what went to arrears is a payment of method 'deposit', with its receipt.
    depositReturned: minorUnits("deposit_returned"),
    depositKept: minorUnits("deposit_kept"),
    depositKeptReason: text("deposit_kept_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_property_user_key").on(t.propertyId, t.userId),
    index("accounts_user_idx").on(t.userId),
    check("accounts_unit_known", inList("unit", ["USD", "LBP"])),
    check("accounts_lease_order", sql`${t.leaseEnd} is null or ${t.leaseStart} is null or ${t.leaseEnd} >= ${t.leaseStart}`),
    check("accounts_frequency_known", sql`${t.paymentFrequency} is null or ${t.paymentFrequency} in ('monthly', 'quarterly', 'yearly')`),
    check("accounts_due_day_range", sql`${t.dueDay} is null or ${t.dueDay} between 1 and 31`),
  ],
);

/** One charge per period of a rent account: the unique key makes the charges job idempotent. */
export const rentCharges = pgTable(
  "rent_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    dueOn: date("due_on").notNull(),
    amount: minorUnits("amount").notNull(),
    unit: text("unit").notNull(),
    // When the reminders went out (each once).
    dueReminderSentAt: timestamp("due_reminder_sent_at", { withTimezone: true }),
    overdueReminderSentAt: timestamp("overdue_reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rent_charges_account_period_key").on(t.accountId, t.periodStart),
    index("rent_charges_due_idx").on(t.dueOn),
    check("rent_charges_unit_known", inList("unit", ["USD", "LBP"])),
  ],
);

/**
 * A rent payment: recorded by the landlord (confirmed at once) or declared by the tenant with a
 * proof file (declared, then confirmed or rejected by the landlord). A confirmed payment has its
 * receipt number, counted per account (server/money/receipt-number.server.ts).
 */
export const rentPayments = pgTable(
  "rent_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    paidOn: date("paid_on").notNull(),
    amount: minorUnits("amount").notNull(),
    unit: text("unit").notNull(),
    // LBP per USD used for this payment, kept as it was on the day.
    lbpPerUsd: numeric("lbp_per_usd", { precision: 14, scale: 2, mode: "number" }),
    method: text("method").notNull(),
    chequeNumber: text("cheque_number"),
    chequeDate: date("cheque_date"),
    note: text("note").notNull().default(""),
    // A tenant's proof, in private storage (never a public address).
    proofKey: text("proof_key"),
    proofContentType: text("proof_content_type"),
    receiptNumber: integer("receipt_number"),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("rent_payments_account_idx").on(t.accountId, t.paidOn),
    uniqueIndex("rent_payments_receipt_key").on(t.accountId, t.receiptNumber),
    check("rent_payments_status_known", inList("status", ["confirmed", "declared", "rejected"])),
    check("rent_payments_unit_known", inList("unit", ["USD", "LBP"])),
    check("rent_payments_method_known", inList("method", ["cash", "bank_transfer", "omt", "whish", "cheque", "deposit"])),
    check("rent_payments_amount_positive", sql`${t.amount} > 0`),
    check("rent_payments_receipt_when_confirmed", sql`(${t.status} = 'confirmed') = (${t.receiptNumber} is not null)`),
  ],
);

/** The notices sent on a tenancy (lease start, inspection start, rent reminders), for its Notices tab. */
export const tenancyNotices = pgTable(
  "tenancy_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    // The tenant it went to.
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    // What the notice was about (a period, a due date), for its line in the list.
    detail: jsonb("detail").$type<Record<string, string>>().notNull().default({}),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tenancy_notices_property_idx").on(t.propertyId, t.sentAt.desc()),
    check("tenancy_notices_kind_known", inList("kind", ["lease_start", "inspection_start", "rent_due", "rent_overdue", "tenancy_ended"])),
  ],
);

const propertyFileColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  propertyId: uuid("property_id")
    .notNull()
    .references(() => properties.id, { onDelete: "cascade" }),
  // The uploader (landlord or tenant).
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  // The key in the private storage (never a public address: decision 0029).
  file: text("file").notNull(),
  // The uploaded name with special characters stripped (SPEC.md §5).
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: createdAt(),
});

/** A landlord's inspection of a rented property: per area of inspectionHighlight a condition and a note. */
export const inspections = pgTable(
  "inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    inspectedOn: date("inspected_on").notNull(),
    findings: jsonb("findings").$type<Record<string, { condition: string; note: string }>>().notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("inspections_property_idx").on(t.propertyId, t.inspectedOn.desc(), t.createdAt.desc()),
    check("inspections_kind_known", inList("kind", ["move-in", "periodic", "move-out"])),
    check("inspections_findings_areas", sql.raw(`findings ?& array[${INSPECTION_AREAS.map((area) => `'${area}'`).join(",")}]`)),
  ],
);

/** A tenant's answer on one area of an inspection: acknowledged, with or without a comment. */
export const inspectionResponses = pgTable(
  "inspection_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inspectionId: uuid("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area: text("area").notNull(),
    acknowledged: boolean("acknowledged").notNull(),
    comment: text("comment").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("inspection_responses_key").on(t.inspectionId, t.userId, t.area)],
);

/** SPEC.md "InspectionsFiles": reports of the property, and photos of one inspection's area. */
export const inspectionFiles = pgTable(
  "inspection_files",
  {
    ...propertyFileColumns(),
    inspectionId: uuid("inspection_id").references(() => inspections.id, { onDelete: "cascade" }),
    area: text("area"),
  },
  (t) => [
    index("inspection_files_property_idx").on(t.propertyId, t.createdAt),
    index("inspection_files_inspection_idx").on(t.inspectionId),
    check("inspection_files_area_needs_inspection", sql`${t.area} is null or ${t.inspectionId} is not null`),
  ],
);

/** SPEC.md "LegalsFile": lease contracts, IDs, receipts. */
export const legalFiles = pgTable("legal_files", propertyFileColumns(), (t) => [index("legal_files_property_idx").on(t.propertyId, t.createdAt)]);

/** A problem a tenant reports (domain/issue-reports.ts holds its states). */
export const issueReports = pgTable(
  "issue_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reportedBy: uuid("reported_by")
      .notNull()
      .references(() => users.id),
    description: text("description").notNull(),
    category: text("category").notNull().default("other"),
    urgency: text("urgency").notNull().default("normal"),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("issue_reports_property_idx").on(t.propertyId, t.createdAt.desc()),
    check("issue_reports_status_known", inList("status", ["open", "in_progress", "resolved", "closed"])),
    check("issue_reports_urgency_known", inList("urgency", ["low", "normal", "urgent"])),
  ],
);

/** The thread of an issue: messages of the tenant and the landlord, and each move of its status. */
export const issueMessages = pgTable(
  "issue_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => issueReports.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull().default(""),
    // The move this message records (start, resolve, confirm, reopen), or null for a plain message.
    action: text("action"),
    createdAt: createdAt(),
  },
  (t) => [index("issue_messages_issue_idx").on(t.issueId, t.createdAt)],
);

/** Photos of an issue report. */
export const issueFiles = pgTable(
  "issue_files",
  {
    ...propertyFileColumns(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => issueReports.id, { onDelete: "cascade" }),
  },
  (t) => [index("issue_files_issue_idx").on(t.issueId)],
);
