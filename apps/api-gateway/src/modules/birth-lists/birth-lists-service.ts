import {
  type BirthList,
  type BirthListAddToCart,
  type BirthListBody,
  type BirthListCartDelivery,
  type BirthListItem,
  type BirthListShare,
  type CartUpdate,
  MAX_BIRTH_LIST_ITEMS,
  MAX_BIRTH_LISTS,
  type MyBirthLists,
  PROBLEM_TYPES,
  type SharedBirthList,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import { BusinessRuleError, isDomainError, NotFoundError } from '../../lib/domain-errors';
import type { Owner } from '../../lib/ownership';
import { randomToken, sha256 } from '../../lib/tokens';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import type { CartService } from '../cart/index';
import { type CartVariantFacts, cartFacts } from '../catalog/index';
import type { CustomerAddressesService, SavedAddress } from '../customers/index';
import { type BirthListGiftRow, type BirthListRow, birthListsRepository } from './birth-lists-repository';

export interface BirthListsOptions {
  basePath: string;
  defaultCulture: Culture;
  /** The shop's origin: share links are absolute. */
  publicOrigin: string;
}

export interface BirthListsDependencies {
  cart: CartService;
  addresses: CustomerAddressesService;
  options: BirthListsOptions;
}

/** What an order line tells a birth list when its order is paid. */
export interface PaidOrderLine {
  readonly itemOrigin: string;
  readonly itemKey: string | null;
  readonly quantity: number;
}

const listNotFound = () =>
  new NotFoundError('There is no such birth list.', PROBLEM_TYPES.notFound, { id: ['BirthList.NotFound'] });
const itemNotFound = (field = 'itemId') =>
  new NotFoundError('There is no such item on this birth list.', PROBLEM_TYPES.notFound, {
    [field]: ['BirthList.ItemNotFound'],
  });
const linkNotFound = () =>
  new NotFoundError('This birth list link is not valid any more.', PROBLEM_TYPES.notFound, {
    token: ['BirthList.LinkInvalid'],
  });
const variantNotFound = () =>
  new NotFoundError('There is no such product variant.', PROBLEM_TYPES.notFound, {
    ProductVariantId: ['BirthList.VariantNotFound'],
  });

const deliveryRefused = (reason: string, detail: string) =>
  new BusinessRuleError(PROBLEM_TYPES.birthListDeliveryRefused, detail, { DeliverToBirthList: [reason] });

/** Where a cart or order line comes from (a birth-list line names its gift by `itemKey`). */
export interface GiftLine {
  readonly itemOrigin: string;
  readonly itemKey: string | null;
}

/** The parents' delivery of a cart: the list and the owner's saved address, for the server only. */
export interface ParentsDelivery {
  readonly title: string;
  readonly address: SavedAddress;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const orderable = (facts: CartVariantFacts) => facts.isPublished && facts.isAvailable && facts.stock > 0;

/**
 * Birth lists (spec 001 §1; ADR 033): the owner's registry and its share link, friends' and
 * family's gifts put in their cart as birth-list lines, and those gifts counted as bought when
 * their order is paid (`recordPaidGifts`, in the paying transaction).
 */
export function birthListsService(db: Database, { cart, addresses, options }: BirthListsDependencies) {
  const facts = (executor: Executor, variantIds: readonly string[], culture: Culture) =>
    cartFacts(executor, { basePath: options.basePath, defaultCulture: options.defaultCulture }).forVariants(
      variantIds,
      culture,
    );

  /** The saved address gifts go to, when it still is one of the owner's delivery addresses. */
  async function deliveryAddress(list: BirthListRow, executor: Executor): Promise<SavedAddress | null> {
    if (!list.deliveryAddressId) return null;
    try {
      return await addresses.forOrder(
        { kind: 'customer', customerId: list.customerId },
        list.deliveryAddressId,
        'shipping',
        executor,
      );
    } catch (error) {
      if (isDomainError(error)) return null;
      throw error;
    }
  }

  async function items(
    executor: Executor,
    list: BirthListRow,
    culture: Culture,
  ): Promise<{ items: BirthListItem[]; gifts: BirthListGiftRow[] }> {
    const repository = birthListsRepository(executor);
    const rows = await repository.items(list.id);
    const gifts = await repository.paidGifts(list.id);
    const known = await facts(
      executor,
      rows.map((row) => row.variantId),
      culture,
    );
    const bought = new Map<string, number>();
    for (const gift of gifts) bought.set(gift.itemId, (bought.get(gift.itemId) ?? 0) + (gift.quantity ?? 0));
    const views: BirthListItem[] = [];
    for (const row of rows) {
      const variant = known.get(row.variantId);
      if (!variant) continue;
      const done = bought.get(row.id) ?? 0;
      views.push({
        Id: row.id,
        ProductVariantId: row.variantId,
        ProductId: variant.productId,
        ProductName: variant.productName,
        ProductUrl: variant.productUrl,
        SKU: variant.sku,
        Photo: variant.photo,
        PriceHtml: formatMoney(Money.parse(variant.unitPrice.taxIncl, variant.currencyCode), culture),
        Quantity: row.quantity,
        Bought: done,
        Remaining: Math.max(0, row.quantity - done),
        Done: done >= row.quantity,
        Available: orderable(variant),
      });
    }
    return { items: views, gifts };
  }

  async function ownerView(executor: Executor, list: BirthListRow, culture: Culture): Promise<BirthList> {
    const { items: views, gifts } = await items(executor, list, culture);
    const names = new Map(views.map((item) => [item.Id, item.ProductName] as const));
    const address = await deliveryAddress(list, executor);
    return {
      Id: list.id,
      Title: list.title,
      BabyName: list.babyName,
      ExpectedDate: list.expectedDate,
      Message: list.message,
      DeliveryAddress: address
        ? {
            Id: address.id,
            Name: `${address.firstName} ${address.lastName}`,
            Lines: [
              [address.street1, address.houseNumber].filter(Boolean).join(' '),
              `${address.postalCode} ${address.city}`,
              address.countryCode,
            ],
          }
        : null,
      IsShared: list.shareTokenHash !== null,
      SharedAt: list.sharedAt?.toISOString() ?? null,
      Items: views,
      Purchases: gifts.map((gift) => ({
        Id: gift.id,
        ItemId: gift.itemId,
        ProductName: names.get(gift.itemId) ?? '',
        Quantity: gift.quantity ?? 0,
        BuyerName: gift.anonymous ? null : gift.buyerName || null,
        Anonymous: gift.anonymous,
        Message: gift.message,
        PaidAt: (gift.paidAt ?? gift.createdAt).toISOString(),
      })),
    };
  }

  /** The list's details as the body gives them; a delivery address must be one of the owner's. */
  async function details(customerId: string, body: BirthListBody, executor: Executor) {
    const addressId = blankToNull(body.DeliveryAddressId);
    if (addressId)
      try {
        await addresses.forOrder({ kind: 'customer', customerId }, addressId, 'shipping', executor);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        throw new BusinessRuleError(
          PROBLEM_TYPES.savedAddressRefused,
          'This is not one of your delivery addresses.',
          {
            DeliveryAddressId: ['BirthList.AddressUnknown'],
          },
        );
      }
    return {
      title: body.Title.trim(),
      babyName: blankToNull(body.BabyName),
      expectedDate: blankToNull(body.ExpectedDate),
      message: body.Message?.trim() ?? '',
      deliveryAddressId: addressId,
    };
  }

  /** Runs a change of one of the customer's lists under its lock, answering the list as it is then. */
  const changeOwn = (
    customerId: string,
    id: string,
    culture: Culture,
    change: (work: Work, list: BirthListRow) => Promise<void>,
  ): Promise<BirthList> =>
    unitOfWork(db, async (work) => {
      const repository = birthListsRepository(work.tx);
      const list = await repository.own(customerId, id, true);
      if (!list) throw listNotFound();
      await change(work, list);
      const now = await repository.own(customerId, id);
      if (!now) throw listNotFound();
      return ownerView(work.tx, now, culture);
    });

  async function sharedList(token: string): Promise<BirthListRow> {
    const list = await birthListsRepository(db).byTokenHash(sha256(token));
    if (!list) throw linkNotFound();
    return list;
  }

  /**
   * The parents' address for a cart whose gift lines all come from one list that delivers to its
   * owner (ADR 033); other lines may ride along. Anything else is refused (422), the address is
   * never part of an answer.
   */
  async function parentsDelivery(executor: Executor, lines: readonly GiftLine[]): Promise<ParentsDelivery> {
    const giftIds = lines.flatMap((line) =>
      line.itemOrigin === 'BirthList' && line.itemKey && UUID.test(line.itemKey) ? [line.itemKey] : [],
    );
    if (giftIds.length === 0)
      throw deliveryRefused('BirthList.DeliveryNoGifts', 'The cart holds no gift of a birth list.');
    const found = await birthListsRepository(executor).listsOfGifts(giftIds);
    const lists = new Map(found.map(({ list }) => [list.id, list] as const));
    if (lists.size > 1)
      throw deliveryRefused(
        'BirthList.DeliveryMixed',
        'The cart holds gifts of several birth lists: only one list’s gifts can go to its parents.',
      );
    const [list] = lists.values();
    const address =
      list && found.length === new Set(giftIds).size ? await deliveryAddress(list, executor) : null;
    if (!list || !address)
      throw deliveryRefused(
        'BirthList.DeliveryNotOffered',
        'This birth list is not delivered to its parents’ address.',
      );
    return { title: list.title, address };
  }

  return {
    parentsDelivery,

    /** Whether the shopper's cart may go to the parents, with the list's title and the country only. */
    async cartDelivery(owner: Owner | null): Promise<BirthListCartDelivery> {
      try {
        const { title, address } = await parentsDelivery(db, await cart.lineOrigins(owner));
        return { Offered: true, Title: title, CountryId: address.countryCode };
      } catch (error) {
        if (isDomainError(error)) return { Offered: false, Title: null, CountryId: null };
        throw error;
      }
    },

    async mine(customerId: string): Promise<MyBirthLists> {
      const rows = await birthListsRepository(db).listOf(customerId);
      return {
        Items: rows.map((row) => ({
          Id: row.id,
          Title: row.title,
          BabyName: row.babyName,
          ExpectedDate: row.expectedDate,
          ItemCount: row.itemCount,
          IsShared: row.shareTokenHash !== null,
        })),
      };
    },

    create: (customerId: string, body: BirthListBody, culture: Culture): Promise<BirthList> =>
      unitOfWork(db, async ({ tx }) => {
        const repository = birthListsRepository(tx);
        if ((await repository.countOf(customerId)) >= MAX_BIRTH_LISTS)
          throw new BusinessRuleError(
            PROBLEM_TYPES.birthListRefused,
            'You have as many birth lists as one may keep.',
            {
              Title: ['BirthList.TooMany'],
            },
          );
        const list = await repository.insert({ customerId, ...(await details(customerId, body, tx)) });
        return ownerView(tx, list, culture);
      }),

    async get(customerId: string, id: string, culture: Culture): Promise<BirthList> {
      const list = await birthListsRepository(db).own(customerId, id);
      if (!list) throw listNotFound();
      return ownerView(db, list, culture);
    },

    update: (customerId: string, id: string, body: BirthListBody, culture: Culture) =>
      changeOwn(customerId, id, culture, async (work, list) => {
        await birthListsRepository(work.tx).update(list.id, await details(customerId, body, work.tx));
      }),

    async remove(customerId: string, id: string): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        const repository = birthListsRepository(tx);
        if (!(await repository.own(customerId, id, true))) throw listNotFound();
        await repository.delete(id);
      });
    },

    addItem: (
      customerId: string,
      id: string,
      input: { ProductVariantId: string; Quantity: number },
      culture: Culture,
    ) =>
      changeOwn(customerId, id, culture, async (work, list) => {
        const variant = (await facts(work.tx, [input.ProductVariantId], culture)).get(input.ProductVariantId);
        if (!variant?.isPublished) throw variantNotFound();
        const repository = birthListsRepository(work.tx);
        const known = (await repository.items(list.id)).some(
          (item) => item.variantId === input.ProductVariantId,
        );
        if (!known && (await repository.countItems(list.id)) >= MAX_BIRTH_LIST_ITEMS)
          throw new BusinessRuleError(PROBLEM_TYPES.birthListRefused, 'This birth list is full.', {
            ProductVariantId: ['BirthList.Full'],
          });
        await repository.addItem(list.id, input.ProductVariantId, input.Quantity);
      }),

    changeQuantity: (customerId: string, id: string, itemId: string, quantity: number, culture: Culture) =>
      changeOwn(customerId, id, culture, async (work, list) => {
        if (!(await birthListsRepository(work.tx).setItemQuantity(list.id, itemId, quantity)))
          throw itemNotFound();
      }),

    removeItem: (customerId: string, id: string, itemId: string, culture: Culture) =>
      changeOwn(customerId, id, culture, async (work, list) => {
        if (!(await birthListsRepository(work.tx).deleteItem(list.id, itemId))) throw itemNotFound();
      }),

    /**
     * A new share link: 256 random bits, of which only the hash is kept, so the link is shown
     * once; the previous link stops working.
     */
    async share(customerId: string, id: string, culture: Culture): Promise<BirthListShare> {
      const token = randomToken();
      await unitOfWork(db, async ({ tx }) => {
        const repository = birthListsRepository(tx);
        if (!(await repository.own(customerId, id, true))) throw listNotFound();
        await repository.update(id, { shareTokenHash: sha256(token), sharedAt: new Date() });
      });
      return {
        Token: token,
        ShareUrl: `${options.publicOrigin}${inApp(options.basePath, shopUrls.sharedBirthList(culture, token))}`,
      };
    },

    async revokeShare(customerId: string, id: string): Promise<void> {
      await unitOfWork(db, async ({ tx }) => {
        const repository = birthListsRepository(tx);
        if (!(await repository.own(customerId, id, true))) throw listNotFound();
        await repository.update(id, { shareTokenHash: null, sharedAt: null });
      });
    },

    /** The list behind a share link, as friends and family see it: no owner, no address. */
    async shared(token: string, culture: Culture): Promise<SharedBirthList> {
      const list = await sharedList(token);
      const { items: views } = await items(db, list, culture);
      return {
        Title: list.title,
        BabyName: list.babyName,
        ExpectedDate: list.expectedDate,
        Message: list.message,
        DeliversToOwner: (await deliveryAddress(list, db)) !== null,
        Items: views,
      };
    },

    /**
     * An item of a shared list goes in the buyer's cart: a gift is written with the buyer's name
     * and message and its id rides on the cart line, then on the order line; it counts as bought
     * once that order is paid. An item bought up to its quantity takes no more gifts.
     */
    async addToCart(
      token: string,
      input: BirthListAddToCart,
      culture: Culture,
      owner: () => Promise<Owner>,
    ): Promise<CartUpdate> {
      const list = await sharedList(token);
      const { items: views } = await items(db, list, culture);
      const item = views.find((entry) => entry.Id === input.BirthListItemId);
      if (!item) throw itemNotFound('BirthListItemId');
      if (item.Done)
        throw new BusinessRuleError(PROBLEM_TYPES.birthListRefused, 'This gift has been given already.', {
          BirthListItemId: ['BirthList.AlreadyGiven'],
        });
      const gift = await birthListsRepository(db).insertGift({
        birthListId: list.id,
        itemId: item.Id,
        buyerName: input.BuyerName?.trim() ?? '',
        message: input.Message?.trim() ?? '',
        anonymous: input.Anonymous ?? false,
      });
      try {
        return await cart.add(
          {
            variantId: item.ProductVariantId,
            quantity: input.Quantity,
            origin: 'BirthList',
            itemKey: gift.id,
            orderId: null,
          },
          culture,
          owner,
        );
      } catch (error) {
        await birthListsRepository(db).deleteGift(gift.id);
        throw error;
      }
    },
  };
}

export type BirthListsService = ReturnType<typeof birthListsService>;

/**
 * The order is being paid, in `work`: its birth-list lines' gifts count as bought from now on,
 * with the line's quantity. Called once per order (the move to paid happens once).
 */
export async function recordPaidGifts(
  work: Work,
  orderId: string,
  lines: readonly PaidOrderLine[],
): Promise<number> {
  const keyed = lines.filter(
    (line) => line.itemOrigin === 'BirthList' && line.itemKey !== null && UUID.test(line.itemKey),
  );
  if (keyed.length === 0) return 0;
  const repository = birthListsRepository(work.tx);
  const gifts = new Map(
    (await repository.lockGifts(keyed.map((line) => line.itemKey as string))).map(
      (gift) => [gift.id, gift] as const,
    ),
  );
  const paidAt = new Date();
  let recorded = 0;
  for (const line of keyed) {
    const gift = gifts.get(line.itemKey as string);
    if (gift?.status !== 'in-cart') continue;
    await repository.markPaid(gift.id, { orderId, quantity: line.quantity, paidAt });
    recorded += 1;
  }
  return recorded;
}
