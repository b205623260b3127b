import {
  type MyStockNotification,
  PROBLEM_TYPES,
  type StockNotificationLinkResult,
  type StockNotificationSubscribed,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Database } from '@vitrine/db';
import { type Culture, isCulture } from '@vitrine/i18n';
import { z } from 'zod';
import { BusinessRuleError, DomainError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { enqueueJob, PermanentJobError } from '../../lib/job-queue';
import { randomToken, sha256 } from '../../lib/tokens';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import { type CartVariantFacts, cartFacts } from '../catalog/index';
import { enqueueMail, type MailShop } from '../mail/index';
import { confirmationMail, restockMail } from './stock-notification-mails';
import { type StockNotificationRow, stockNotificationsRepository } from './stock-notifications-repository';

/**
 * The job a restock writes (the stock tables' triggers, migration 0018, and a confirmation made
 * while the variant is back): notify the variant's active subscribers.
 */
export const RESTOCK_JOB = 'stock-notifications.variant-restocked';
const RestockPayload = z.object({ variantId: z.string().uuid() });

/** How long a guest's confirmation link works; an unconfirmed subscription then frees its address. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Unconfirmed subscriptions of one address in a day: beyond, no more confirmation messages to it. */
export const PENDING_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StockNotificationsOptions {
  shop: MailShop;
  /** The shop's origin (scheme, host, port): links in messages are absolute. */
  publicOrigin: string;
  basePath: string;
  defaultCulture: Culture;
}

/** Who subscribes: a signed-in customer (at their account's address), or a guest. */
export type Subscriber = { readonly id: string; readonly email: string } | null;

export interface SubscribeInput {
  ProductVariantId: string;
  ProductId: string;
  Email?: string | undefined;
  Culture: Culture;
}

/** Too many unconfirmed subscriptions for one address: 429, so no address is flooded with messages. */
class TooManyPendingError extends DomainError {
  readonly status = 429;
  constructor() {
    super(PROBLEM_TYPES.rateLimited, 'Too many back-in-stock subscriptions wait for this address.', {
      Email: ['StockNotification.TooMany'],
    });
  }
}

const variantNotFound = () =>
  new NotFoundError('There is no such product variant.', PROBLEM_TYPES.notFound, {
    ProductVariantId: ['StockNotification.NotFound'],
  });

const linkInvalid = () =>
  new NotFoundError('This link is not valid any more.', PROBLEM_TYPES.notFound, {
    Token: ['StockNotification.LinkInvalid'],
  });

/** The variant can be bought now: what a subscription waits for. */
const orderable = (facts: CartVariantFacts) => facts.isPublished && facts.isAvailable && facts.stock > 0;

/** A product name as a subject line carries it: one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const cultureOf = (value: string, fallback: Culture): Culture => (isCulture(value) ? value : fallback);

/**
 * Back-in-stock notices (spec 001 §1, §2; ADR 027). A guest subscribes with an address and
 * confirms it from a message; a signed-in customer in one click. When the variant can be bought
 * again, each active subscriber gets one message (through the mail queue, in their culture, with
 * the product's link and an unsubscribe link) and the subscription closes as notified.
 */
export function stockNotificationsService(db: Database, options: StockNotificationsOptions) {
  const absolute = (path: string) => `${options.publicOrigin}${path}`;
  const shopLink = (path: string) => absolute(inApp(options.basePath, path));
  const factsIn = (work: Work, variantIds: readonly string[], culture: Culture) =>
    cartFacts(work.tx, { basePath: options.basePath, defaultCulture: options.defaultCulture }).forVariants(
      variantIds,
      culture,
    );

  async function linkResult(
    work: Work,
    row: StockNotificationRow,
    culture: Culture,
  ): Promise<StockNotificationLinkResult> {
    const facts = (await factsIn(work, [row.variantId], culture)).get(row.variantId);
    return {
      Status: row.status,
      ProductName: facts?.productName ?? '',
      ProductUrl: facts?.productUrl ?? inApp(options.basePath, shopUrls.home(culture)),
    };
  }

  return {
    async subscribe(input: SubscribeInput, subscriber: Subscriber): Promise<StockNotificationSubscribed> {
      const email = (subscriber ? subscriber.email : (input.Email ?? '')).trim();
      if (!email) throw new ValidationError({ Email: ['Validation.Required'] });
      const now = new Date();
      return unitOfWork(db, async (work) => {
        const repository = stockNotificationsRepository(work.tx);
        const facts = (await factsIn(work, [input.ProductVariantId], input.Culture)).get(
          input.ProductVariantId,
        );
        if (!facts || facts.productId !== input.ProductId || !facts.isPublished) throw variantNotFound();
        if (orderable(facts))
          throw new BusinessRuleError(
            PROBLEM_TYPES.variantInStock,
            'This variant can be ordered now: there is nothing to wait for.',
            { ProductVariantId: ['StockNotification.InStock'] },
          );
        const already = (row: StockNotificationRow): StockNotificationSubscribed => ({
          Id: row.id,
          Status: row.status,
          Email: row.email,
          AlreadySubscribed: true,
        });

        let open = await repository.findOpen(input.ProductVariantId, {
          email,
          customerId: subscriber?.id ?? null,
        });
        if (
          open?.status === 'pending-confirmation' &&
          open.createdAt.getTime() < now.getTime() - CONFIRMATION_TTL_MS
        ) {
          // Never confirmed and its link has expired: it no longer holds the address.
          await repository.update(open.id, { status: 'unsubscribed', confirmationTokenHash: null });
          open = null;
        }

        if (subscriber) {
          if (open) {
            // A guest's subscription at the customer's own address, not yet confirmed: signing in
            // proves the address, so it becomes theirs and active.
            if (open.status === 'pending-confirmation') {
              await repository.update(open.id, {
                status: 'active',
                customerId: subscriber.id,
                confirmedAt: now,
                confirmationTokenHash: null,
              });
              return { ...already(open), Status: 'active' };
            }
            return already(open);
          }
          const created = await repository.insertOpen({
            variantId: input.ProductVariantId,
            productId: input.ProductId,
            customerId: subscriber.id,
            email,
            culture: input.Culture,
            status: 'active',
            confirmedAt: now,
          });
          if (!created) {
            // Another request made it between our read and our write (a double click).
            const winner = await repository.findOpen(input.ProductVariantId, {
              email,
              customerId: subscriber.id,
            });
            if (winner) return already(winner);
            throw new Error('an open subscription conflicted and then vanished');
          }
          return { Id: created.id, Status: created.status, Email: email, AlreadySubscribed: false };
        }

        if (open) return already(open);
        if (
          (await repository.countPendingSince(email, new Date(now.getTime() - DAY_MS))) >=
          PENDING_PER_ADDRESS_PER_DAY
        )
          throw new TooManyPendingError();
        const confirmToken = randomToken();
        const unsubscribeToken = randomToken();
        const created = await repository.insertOpen({
          variantId: input.ProductVariantId,
          productId: input.ProductId,
          customerId: null,
          email,
          culture: input.Culture,
          status: 'pending-confirmation',
          confirmationTokenHash: sha256(confirmToken),
          unsubscribeTokenHash: sha256(unsubscribeToken),
        });
        if (!created) {
          const winner = await repository.findOpen(input.ProductVariantId, { email });
          if (winner) return already(winner);
          throw new Error('an open subscription conflicted and then vanished');
        }
        await enqueueMail(
          work.tx,
          confirmationMail({
            to: email,
            culture: input.Culture,
            shop: options.shop,
            productName: oneLine(facts.productName),
            productUrl: absolute(facts.productUrl),
            confirmUrl: shopLink(shopUrls.stockNotificationConfirm(input.Culture, confirmToken)),
            unsubscribeUrl: shopLink(shopUrls.stockNotificationUnsubscribe(input.Culture, unsubscribeToken)),
          }),
        );
        return { Id: created.id, Status: created.status, Email: email, AlreadySubscribed: false };
      });
    },

    /** The confirmation link: works once, within CONFIRMATION_TTL_MS. */
    async confirm(token: string, culture: Culture | undefined): Promise<StockNotificationLinkResult> {
      const now = new Date();
      return unitOfWork(db, async (work) => {
        const repository = stockNotificationsRepository(work.tx);
        const row = await repository.lockByConfirmationToken(sha256(token));
        if (
          row?.status !== 'pending-confirmation' ||
          row.createdAt.getTime() < now.getTime() - CONFIRMATION_TTL_MS
        )
          throw linkInvalid();
        await repository.update(row.id, { status: 'active', confirmedAt: now, confirmationTokenHash: null });
        const shown = culture ?? cultureOf(row.culture, options.defaultCulture);
        const facts = (await factsIn(work, [row.variantId], shown)).get(row.variantId);
        // Back while the guest was confirming: the restock that came before found no one active.
        if (facts && orderable(facts))
          await enqueueJob(work.tx, { kind: RESTOCK_JOB, payload: { variantId: row.variantId } });
        return linkResult(work, { ...row, status: 'active' }, shown);
      });
    },

    /** The unsubscribe link of every message: closes the subscription; using it again changes nothing. */
    async unsubscribe(token: string, culture: Culture | undefined): Promise<StockNotificationLinkResult> {
      const now = new Date();
      return unitOfWork(db, async (work) => {
        const repository = stockNotificationsRepository(work.tx);
        const row = await repository.lockByUnsubscribeToken(sha256(token));
        if (!row) throw linkInvalid();
        if (row.status !== 'unsubscribed')
          await repository.update(row.id, {
            status: 'unsubscribed',
            unsubscribedAt: now,
            confirmationTokenHash: null,
          });
        return linkResult(
          work,
          { ...row, status: 'unsubscribed' },
          culture ?? cultureOf(row.culture, options.defaultCulture),
        );
      });
    },

    /** The customer's open subscriptions, with their products' names and addresses. */
    async mine(customerId: string, culture: Culture): Promise<MyStockNotification[]> {
      return unitOfWork(db, async (work) => {
        const rows = await stockNotificationsRepository(work.tx).openOf(customerId);
        const facts = await factsIn(
          work,
          rows.map((row) => row.variantId),
          culture,
        );
        return rows.map((row) => {
          const fact = facts.get(row.variantId);
          return {
            Id: row.id,
            ProductId: row.productId,
            ProductVariantId: row.variantId,
            ProductName: fact?.productName ?? '',
            ProductUrl: fact?.productUrl ?? '',
            SKU: fact?.sku ?? '',
            Status: row.status,
            CreatedAt: row.createdAt.toISOString(),
          };
        });
      });
    },

    /** Cancels one of the customer's own open subscriptions; another's, or a closed one, is not found. */
    async cancel(customerId: string, id: string): Promise<void> {
      const cancelled = await stockNotificationsRepository(db).cancelOwn(customerId, id, new Date());
      if (!cancelled)
        throw new NotFoundError('There is no such subscription.', PROBLEM_TYPES.notFound, {
          Id: ['StockNotification.NotFound'],
        });
    },

    /**
     * The restock job's handler. In one transaction: the variant is checked orderable, its active
     * subscriptions are locked, each gets its message (queued in this same transaction) and turns
     * notified. A second run (a retry after a crash, another restock's job) waits on the locks and
     * then finds no one active: nobody gets two messages. A variant sold out again by the time the
     * job runs notifies no one; its next restock writes a new job.
     */
    async notifyRestocked(payload: unknown): Promise<{ notified: number }> {
      const parsed = RestockPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`Not a restocked variant: ${parsed.error.message}`);
      const { variantId } = parsed.data;
      const now = new Date();
      return unitOfWork(db, async (work) => {
        const repository = stockNotificationsRepository(work.tx);
        const current = (await factsIn(work, [variantId], options.defaultCulture)).get(variantId);
        if (!current || !orderable(current)) return { notified: 0 };
        const rows = await repository.lockActiveOfVariant(variantId);
        const factsByCulture = new Map<Culture, CartVariantFacts>();
        for (const row of rows) {
          const culture = cultureOf(row.culture, options.defaultCulture);
          let facts = factsByCulture.get(culture);
          if (!facts) {
            facts = (await factsIn(work, [variantId], culture)).get(variantId) ?? current;
            factsByCulture.set(culture, facts);
          }
          // A fresh token: the raw value exists only in this message.
          const unsubscribeToken = randomToken();
          await repository.update(row.id, {
            status: 'notified',
            notifiedAt: now,
            unsubscribeTokenHash: sha256(unsubscribeToken),
          });
          await enqueueMail(
            work.tx,
            restockMail({
              to: row.email,
              culture,
              shop: options.shop,
              productName: oneLine(facts.productName),
              sku: facts.sku,
              productUrl: absolute(facts.productUrl),
              unsubscribeUrl: shopLink(shopUrls.stockNotificationUnsubscribe(culture, unsubscribeToken)),
            }),
          );
        }
        return { notified: rows.length };
      });
    },
  };
}

export type StockNotificationsService = ReturnType<typeof stockNotificationsService>;
