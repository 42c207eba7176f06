import { areaPricesRequestSchema, areaPricesSchema } from "../../../domain/market.ts";

export const areaPricesInput = areaPricesRequestSchema;
export const areaPricesOutput = areaPricesSchema;
