import 'server-only';
import { cookies } from 'next/headers';
import { townOfCentre } from '@/domain/centres';
import type { OrderFacts, OrderStatus } from '@/domain/virtual-office/order-schema';
import { orderPaymentState } from '@/domain/virtual-office/payment';
import type { OrderRow } from '@/server/db/schema';
import { openDraft, orderDraftCookieName, type OrderDraft } from '@/server/orders/order-draft';
import { verifyOrderSignature } from '@/server/orders/order-link';
import { findOrder } from '@/server/orders/orders';
import { logger } from '@/server/logger';
import { orderFailureResponse, type OrderHandlerDeps } from '@/server/orders/order-handler';
import { formPostGuards, getEnquiryRuntime, orderDraftSigningKey, orderSigningKey } from '@/server/runtime';
import { getVirtualOfficeOffer } from './virtual-offices';
import { findPromoCode } from './promo-codes';
import { promoForOrder, type PromoApplied } from '@/server/promo-codes/redemptions';

/* What the order pages read: the draft between pages, and a stored order behind its signed link. */

export async function getOrderDraft(): Promise<OrderDraft | undefined> {
  return openDraft((await cookies()).get(orderDraftCookieName)?.value, orderDraftSigningKey());
}

/** The code on an order's first month (its confirmation and manage pages), once its signed link was checked. */
export async function getOrderPromo(orderId: string): Promise<PromoApplied | undefined> {
  return promoForOrder((await getEnquiryRuntime()).database.db, orderId);
}

export function orderFacts(order: OrderRow, promo?: PromoApplied): OrderFacts {
  return {
    reference: order.reference,
    status: order.status as OrderStatus,
    planName: order.planName,
    town: townOfCentre(order.centre),
    price: {
      netPence: order.monthlyNetPence,
      vatPence: order.monthlyVatPence,
      totalPence: order.monthlyNetPence + order.monthlyVatPence,
      vatRatePercent: order.vatRateBasisPoints / 100,
    },
    startDate: order.startDate,
    businessName: order.businessName,
    companyNumber: order.companyNumber,
    name: order.name,
    email: order.email,
    phone: order.phone,
    payment: orderPaymentState(order.payment),
    promo,
  };
}

/** The order a signed link names, or undefined when the signature or the order is wrong. */
export async function getSignedOrder(
  id: string | string[] | undefined,
  signature: string | string[] | undefined,
): Promise<{ order: OrderRow; key: string } | undefined> {
  if (typeof id !== 'string' || typeof signature !== 'string') return undefined;
  const key = orderSigningKey();
  if (!verifyOrderSignature(id, signature, key)) return undefined;
  const runtime = await getEnquiryRuntime();
  const order = await findOrder(runtime.database.db, id);
  return order ? { order, key } : undefined;
}

/** POST handler of an order form (details, place): the runtime's guards, keys and plans around it. */
export function orderFormPost(
  handle: (request: Request, deps: OrderHandlerDeps) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const log = logger.child({ component: 'order-api' });
  return async (request) => {
    try {
      const runtime = await getEnquiryRuntime();
      return await handle(request, {
        ...formPostGuards(runtime),
        linkKey: orderSigningKey(),
        draftKey: orderDraftSigningKey(),
        offer: getVirtualOfficeOffer,
        promoCodes: findPromoCode,
        visitorMail: runtime.delivery.visitorMail !== undefined,
        log,
      });
    } catch (error) {
      return orderFailureResponse(error, log);
    }
  };
}
