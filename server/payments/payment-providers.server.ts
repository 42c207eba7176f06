import type { PaymentMethod, PaymentProviderName } from "../../domain/payments.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { runtime } from "../runtime.server.ts";
import { CardGatewayError, cardGatewayConfig, hostedPaymentPageUrl, initiateCheckout } from "./card-gateway.server.ts";

/** A payment just recorded, as a provider needs it. */
export interface PaymentToBegin {
  id: string;
  reference: string;
  /** Two decimals, as gateways want it ("25.00"). */
  amount: string;
  currency: string;
  description: string;
}

/** What a provider keeps of the start, and where the payer goes next (card). */
export interface BegunPayment {
  providerReference?: string;
  successIndicator?: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** Whether it can take payments now (the card gateway is configured). */
  available(): boolean;
  begin(payment: PaymentToBegin): Promise<BegunPayment>;
  /** Where the payer pays (the card gateway's page), from what `begin` kept. */
  payerUrl(providerReference: string | null): string | null;
}

/** Cash at the office, bank transfer, OMT, Whish: the payer quotes the reference, an admin confirms. */
const manualProvider: PaymentProvider = {
  name: "manual",
  available: () => true,
  begin: async () => ({}),
  payerUrl: () => null,
};

const gateway = () => cardGatewayConfig(runtime().env);

/** Mastercard Payment Gateway Hosted Checkout (decision 0024). */
const cardProvider: PaymentProvider = {
  name: "card",
  available: () => gateway() !== null,
  async begin(payment) {
    const config = gateway();
    if (!config) throw new AppError("card_unavailable");
    const back = `${publicUrl(runtime().env)}/credits/card-return/${payment.id}`;
    try {
      const session = await initiateCheckout(config, {
        id: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        returnUrl: back,
        cancelUrl: `${back}?cancelled=1`,
      });
      return { providerReference: session.sessionId, successIndicator: session.successIndicator };
    } catch (error) {
      if (error instanceof CardGatewayError) throw new AppError("card_gateway_unavailable", error.message);
      throw error;
    }
  },
  payerUrl(sessionId) {
    const config = gateway();
    return config && sessionId ? hostedPaymentPageUrl(config, sessionId) : null;
  },
};

export function providerFor(method: PaymentMethod): PaymentProvider {
  return method === "card" ? cardProvider : manualProvider;
}

/** The methods a payer may choose now: the manual ones, and card when the gateway is configured. */
export function availableMethods(): PaymentMethod[] {
  return (["bank_transfer", "omt", "whish", "cash", "card"] as const).filter((method) => providerFor(method).available());
}
