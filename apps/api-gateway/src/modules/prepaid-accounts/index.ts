import type { Database } from '@vitrine/db';
import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { mailShop } from '../mail/index';
import { ordersOptions, ordersService } from '../orders/index';
import { moveOrderToPaid } from '../payments/index';
import { orderPrepaidPayment } from './order-prepaid-payment';
import { type PrepaidLedger, prepaidLedger } from './prepaid-ledger';
import { usageNotifications } from './prepaid-mails';
import { prepaidRoutes } from './routes';
import { topupService } from './topup-service';

export { type OrderPrepaidPayment, orderPrepaidPayment } from './order-prepaid-payment';
export {
  insufficientBalance,
  type LedgerActor,
  type LedgerMovement,
  type LedgerResult,
  PREPAID_HISTORY_PAGE_SIZE,
  type PrepaidLedger,
  prepaidLedger,
} from './prepaid-ledger';
export type { PrepaidAccountRow, PrepaidEntryRow } from './prepaid-repository';

/**
 * The shop's prepaid ledger, as every module that moves prepaid money must build it: in the
 * shop's currency, with the usage e-mails written in the same unit of work as each debit.
 */
export function prepaidLedgerOf(db: Database, config: Config): PrepaidLedger {
  return prepaidLedger(db, {
    currency: config.shopCurrency,
    onDebit: usageNotifications({
      shop: mailShop(config),
      shopUrl: ordersOptions(config).shopUrl,
      defaultCulture: config.defaultCulture,
    }),
  });
}

/**
 * Prepaid accounts (spec 001 §1.11, ADR 034): the customer's account page calls, top-ups paid
 * through the checkout's payment provider and credited by the payment's confirmation, and the
 * settling of every confirmed payment (an order paid, a top-up credited) in one unit of work.
 * Registered after payments and orders, whose `onPaymentAuthorised` it provides and whose
 * `onOrderCancelledByStaff` it hooks.
 */
export const prepaidAccountsModule: GatewayModule = async (app, { config }) => {
  const ledger = prepaidLedgerOf(app.db, config);
  const orders = ordersService(app.db, ordersOptions(config));
  const topups = topupService(app.db, { ledger, orders, config });
  const paid = moveOrderToPaid(orders);
  app.onPaymentAuthorised(async (work, payment) => {
    if (!(await paid(work, payment))) return false;
    await topups.creditPaid(work, payment.orderId, payment.pspReference);
    return true;
  });
  // What an unpaid order's cancelling at the staff's desk gives back, as its expiry does.
  const orderPayments = orderPrepaidPayment(app.db, ledger);
  app.onOrderCancelledByStaff((work, order) => orderPayments.release(work, order));
  await app.register(prepaidRoutes, { prefix: apiPrefix(config), config, ledger, topups });
};
