import type { Database, Executor } from '@vitrine/db';
import type { Config } from '../../config';
import { apiPrefix, type GatewayModule } from '../../lib/module';
import { mailShop } from '../mail/index';
import { ordersOptions, ordersService } from '../orders/index';
import { paymentProviderOf } from '../payments/index';
import { type PrepaidLedger, prepaidLedgerOf } from '../prepaid-accounts/index';
import { secretBox } from '../security/index';
import { refundsAdminRoutes } from './admin-routes';
import { refundsRepository } from './refunds-repository';
import { type PrepaidRefunds, type RefundsOptions, refundRefused, refundsService } from './refunds-service';
import { refundRoutes } from './routes';

export {
  CLAIM_TIMEOUT_MS,
  type PrepaidRefunds,
  REFUNDABLE_ORDER_STATUSES,
  type RefundsOptions,
  type RefundsService,
  refundsService,
} from './refunds-service';

/**
 * What deleting a customer's account asks of refunds (ADR 029): no request left to finish, and the
 * finished ones kept as the shop's record without the bank details they no longer need.
 */
export function refundErasure(tx: Executor) {
  const repository = refundsRepository(tx);
  return {
    hasOpen: (customerId: string) => repository.hasOpenOf(customerId),
    forgetBankDetails: (customerId: string) => repository.forgetBankDetailsOf(customerId),
  };
}

/** The bank details of transfers are sealed under their own key, derived from the gateway's secret. */
export const BANK_DETAILS_PURPOSE = 'vitrine refund bank details';

/**
 * The prepaid ledger as refunds use it: an account the customer has already, and a credit of kind
 * `refund`, made once per key in the decision's unit of work.
 */
export function prepaidRefunds(ledger: PrepaidLedger): PrepaidRefunds {
  return {
    hasAccount: async (customerId, work) => (await ledger.existingAccountOf(customerId, work)) !== null,
    async credit(work, { customerId, orderId, amount, key, reason, actor }) {
      const account = await ledger.accountOf(customerId, work);
      if (account.currencyCode !== amount.currency)
        throw refundRefused(
          `The prepaid account is kept in ${account.currencyCode}, not ${amount.currency}.`,
          {
            PaymentMethod: ['Refunds.MethodUnavailable'],
          },
        );
      const { entry } = await ledger.credit(work, {
        accountId: account.id,
        amountMinor: amount.minor,
        kind: 'refund',
        actor,
        reason,
        idempotencyKey: key,
        orderId,
      });
      return String(entry.id);
    },
  };
}

/** What every refunds service of this gateway is built with. */
export function refundsOptions(db: Database, config: Config, prepaid: PrepaidRefunds | null): RefundsOptions {
  return {
    orders: ordersService(db, ordersOptions(config)),
    provider: paymentProviderOf(config),
    prepaid,
    sealer: secretBox(config.sessionSecret, BANK_DETAILS_PURPOSE),
    shop: mailShop(config),
    shopUrl: `${config.publicOrigin}${config.basePath}`,
  };
}

/**
 * Refunds (spec 001 §2 "Refund request page"; ADR 036): the customer's requests for an order's
 * lines back, and the staff's decisions on them.
 */
export const refundsModule: GatewayModule = async (app, { config }) => {
  const prepaid = prepaidRefunds(prepaidLedgerOf(app.db, config));
  const refunds = refundsService(app.db, refundsOptions(app.db, config, prepaid));
  await app.register(refundRoutes, { prefix: apiPrefix(config), config, refunds });
  await app.register(refundsAdminRoutes, { prefix: apiPrefix(config), config, refunds });
};
