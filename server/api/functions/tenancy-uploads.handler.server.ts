import { uploadTenancyFile as storeTenancyFile } from "../../tenants/upload-tenancy-file.server.ts";
import { PROOF_MAX_BYTES } from "../../../domain/tenancy.ts";
import { MAX_TENANCY_FILE_BYTES } from "../../../domain/tenancy-files.ts";
import { declarePayment } from "../../tenants/declare-payment.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { requiredFile } from "../function-files.server.ts";
import { absoluteUrl } from "../json-values.server.ts";
import { EXAMPLE_LISTING_ID, EXAMPLE_PASSWORD, EXAMPLE_TENANT } from "./examples.ts";
import {
  declareRentPaymentInput,
  declareRentPaymentOutput,
  PROOF_FIELD,
  TENANCY_FILE_FIELD,
  uploadTenancyFileInput,
  uploadTenancyFileOutput,
} from "./tenancy-uploads.schema.ts";

export const uploadTenancyFile = defineFunction({
  name: "uploadTenancyFile",
  tag: "Tenancies",
  summary: "Upload a lease, an ID, a receipt or an inspection report to a tenancy",
  description:
    "The Files tab's upload, by the same rules: a PDF or a photo (JPEG, PNG, WebP) found from its content (a renamed text file is refused: 415 `tenancy_file_rejected`), 20 MB at most (413 `tenancy_file_too_large`, refused while it streams), its name stripped, kept in the private storage and read back only at its `File` address by the landlord and the tenants. Sent as `multipart/form-data`: the JSON in the field `payload`, the file in `file`. The landlord and the current tenants upload; a former tenant gets 409 `tenancy_ended`, anyone else 404. Send an `Idempotency-Key`: a retry does not store the file twice.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "tenancy_file_rejected", "tenancy_file_too_large"],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 60, windowSeconds: 60 * 60 }],
  files: {
    field: TENANCY_FILE_FIELD,
    exampleFile: "pdf",
    maxFiles: 1,
    maxFileBytes: MAX_TENANCY_FILE_BYTES,
    tooLarge: "tenancy_file_too_large",
    description: "The file: a PDF, JPEG, PNG or WebP of 20 MB at most",
  },
  input: uploadTenancyFileInput,
  output: uploadTenancyFileOutput,
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, shelf: "legal" },
    output: {
      id: "3b8f5c2a-6d1e-4f7a-9c0b-2e4d6f8a1c3e",
      File: "http://localhost:3000/resources/tenancy-files/legal/3b8f5c2a-6d1e-4f7a-9c0b-2e4d6f8a1c3e",
      FileName: "Lease contract 2026.pdf",
      ContentType: "application/pdf",
      Size: 482_133,
    },
  },
  async handler({ PropertyID, shelf }, { caller, files }) {
    const stored = await storeTenancyFile(caller.id, PropertyID, shelf, requiredFile(files, TENANCY_FILE_FIELD));
    return { id: stored.id, File: absoluteUrl(stored.url), FileName: stored.fileName, ContentType: stored.contentType, Size: stored.sizeBytes };
  },
});

export const declareRentPayment = defineFunction({
  name: "declareRentPayment",
  tag: "Tenancies",
  summary: "A tenant declares a rent payment with its proof",
  description:
    "The Rent tab's \"I paid\": the tenant says what they paid (`amount` in `unit`, on `paidOn`, by `method`; a cheque needs `chequeNumber` and `chequeDate`) with a proof, a photo or a PDF of 10 MB at most found from its content (422 `proof_rejected`), kept in the private storage. The landlord is mailed and confirms or rejects it (confirmRentPayment, rejectRentPayment). Sent as `multipart/form-data`: the JSON in the field `payload`, the proof in `proof`. Only the property's current tenants: a former tenant gets 409 `tenancy_ended`, anyone else 404. Send an `Idempotency-Key`: a retry does not declare the payment twice.",
  access: "signed-in",
  errors: ["not_found", "tenancy_ended", "file_too_large", "proof_rejected"],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  files: {
    field: PROOF_FIELD,
    exampleFile: "pdf",
    maxFiles: 1,
    maxFileBytes: PROOF_MAX_BYTES,
    tooLarge: "file_too_large",
    description: "The proof: a photo (JPEG, PNG, WebP) or a PDF of 10 MB at most",
  },
  input: declareRentPaymentInput,
  output: declareRentPaymentOutput,
  exampleCaller: { email: EXAMPLE_TENANT.email, password: EXAMPLE_PASSWORD },
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, paidOn: "2026-12-01", amount: 1400, unit: "USD", method: "bank_transfer" },
    output: { result: "success", paymentId: "9d3c2b1a-4e5f-4a6b-8c7d-0e1f2a3b4c5d" },
  },
  async handler({ PropertyID, ...payment }, { caller, files }) {
    const proof = requiredFile(files, PROOF_FIELD);
    const declared = await declarePayment(caller.id, PropertyID, payment, new Uint8Array(proof.data));
    return { result: "success" as const, paymentId: declared.id };
  },
});
