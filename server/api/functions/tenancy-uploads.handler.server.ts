import { uploadTenancyFile as storeTenancyFile } from "../../tenants/upload-tenancy-file.server.ts";
import { AppError } from "../../errors.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { absoluteUrl } from "../json-values.server.ts";
import { EXAMPLE_LISTING_ID } from "./examples.ts";
import { TENANCY_FILE_FIELD, uploadTenancyFileInput, uploadTenancyFileOutput } from "./tenancy-uploads.schema.ts";

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
  files: { field: TENANCY_FILE_FIELD, maxFiles: 1, description: "The file: a PDF, JPEG, PNG or WebP of 20 MB at most" },
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
    const [file] = files;
    if (!file) throw new AppError("invalid_payload", `${TENANCY_FILE_FIELD}: required`);
    const stored = await storeTenancyFile(caller.id, PropertyID, shelf, file);
    return { id: stored.id, File: absoluteUrl(stored.url), FileName: stored.fileName, ContentType: stored.contentType, Size: stored.sizeBytes };
  },
});
