import type { Order, OrderAddress } from '@vitrine/api-client';
import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { escapeHtml, type MailMessage, type MailShop, mailLayout, mailText } from '../mail/index';

const addressLines = (address: OrderAddress) =>
  [
    `${address.FirstName} ${address.LastName}`,
    address.Company,
    [address.Street1, address.HouseNumber, address.BoxNumber].filter(Boolean).join(' '),
    `${address.PostalCode} ${address.City}`,
    address.CountryName,
  ].filter((line): line is string => !!line);

/**
 * The order confirmation (spec 001 §1.8), in the order's culture: its number, lines, amounts and
 * addresses, and the link to read it in the shop. Every value from the order is escaped.
 */
export function orderConfirmationMail(
  order: Order,
  culture: Culture,
  { shop, orderUrl }: { shop: MailShop; orderUrl: string },
): MailMessage {
  const t = createTranslator(stringResources[culture]);
  const title = t('Orders.Mail.Title', { number: order.Number });
  const intro = t('Orders.Mail.Intro', { name: order.BillingAddress.FirstName });
  const totals: [string, string][] = [
    [t('Orders.Mail.Subtotal'), order.SubtotalHtml],
    ...(order.Discount > 0
      ? [[t('Orders.Mail.Discount'), `− ${order.DiscountHtml}`] as [string, string]]
      : []),
    [order.ShippingMethodName ?? t('Orders.Mail.Shipping'), order.ShippingAmountHtml],
    [t('Orders.Mail.TotalTaxExcl'), order.AmountTaxExclHtml],
    [t('Orders.Mail.Tax'), order.TaxAmountHtml],
    [t('Orders.Mail.Total'), order.AmountTaxInclHtml],
  ];
  // The customer's own reference (spec 001 §1), as the order line kept it when ordering.
  const referenceOf = (line: Order['Items'][number]) =>
    line.CustomerSKU ? t('CustomerReference.OfLine', { reference: line.CustomerSKU }) : null;
  const cell = 'padding:6px 0;border-bottom:1px solid #e5e5e5;';
  const rows = order.Items.map((line) => {
    const reference = referenceOf(line);
    return `<tr><td style="${cell}">${escapeHtml(line.Name)}<br><span style="color:#555;font-size:13px">${escapeHtml(
      line.SKU,
    )}</span>${
      reference ? `<br><span style="color:#555;font-size:13px">${escapeHtml(reference)}</span>` : ''
    }</td><td style="${cell}text-align:right">${line.Quantity} × ${escapeHtml(
      line.UnitPriceTaxInclHtml,
    )}</td><td style="${cell}text-align:right">${escapeHtml(line.TotalTaxInclHtml)}</td></tr>`;
  }).join('');
  const totalRows = totals
    .map(
      ([label, value]) =>
        `<tr><td colspan="2" style="padding:4px 0;text-align:right">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const addressBlock = (heading: string, lines: string[]) =>
    `<td style="vertical-align:top;padding:12px 12px 0 0"><strong>${escapeHtml(heading)}</strong><br>${lines
      .map(escapeHtml)
      .join('<br>')}</td>`;
  // Gifts shipped to a birth list's parents: the buyer is told where they go, not the street.
  const shippingLines = [
    ...(order.DeliveredToBirthList
      ? [t('BirthList.DeliveredToParents', { title: order.DeliveredToBirthList })]
      : []),
    ...addressLines(order.ShippingAddress),
  ];
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table role="presentation" width="100%" style="border-collapse:collapse;font-size:15px"><thead><tr><th style="text-align:left">${escapeHtml(
      t('Orders.Mail.Item'),
    )}</th><th style="text-align:right">${escapeHtml(t('Orders.Mail.Quantity'))}</th><th style="text-align:right">${escapeHtml(
      t('Orders.Mail.LineTotal'),
    )}</th></tr></thead><tbody>${rows}${totalRows}</tbody></table>`,
    `<table role="presentation"><tr>${addressBlock(
      t('Orders.Mail.BillingAddress'),
      addressLines(order.BillingAddress),
    )}${addressBlock(t('Orders.Mail.ShippingAddress'), shippingLines)}</tr></table>`,
    `<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t('Orders.Mail.ViewOrder'))}</a></p>`,
  ].join('\n');
  const bodyText = [
    intro,
    '',
    ...order.Items.flatMap((line) => {
      const reference = referenceOf(line);
      const text = `${line.Name} (${line.SKU}) — ${line.Quantity} × ${line.UnitPriceTaxInclHtml} = ${line.TotalTaxInclHtml}`;
      return reference ? [text, `  ${reference}`] : [text];
    }),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('Orders.Mail.BillingAddress')}:`,
    ...addressLines(order.BillingAddress),
    '',
    `${t('Orders.Mail.ShippingAddress')}:`,
    ...shippingLines,
    '',
    `${t('Orders.Mail.ViewOrder')}: ${orderUrl}`,
  ].join('\n');
  return {
    to: order.Email,
    subject: t('Orders.Mail.Subject', { number: order.Number, shop: shop.name }),
    html: mailLayout({ title, bodyHtml, culture, shop }),
    text: mailText({ title, bodyText, culture, shop }),
  };
}

/** What the customer asked for instead: the address and their word for the shop. */
export interface RequestedDeliveryAddress {
  FirstName: string;
  LastName: string;
  Company?: string | undefined;
  Street1: string;
  HouseNumber: string;
  BoxNumber?: string | undefined;
  PostalCode: string;
  City: string;
  CountryName: string;
  Phone?: string | undefined;
  Comment?: string | undefined;
}

/** The requested address as lines, as the order's addresses are written. */
export const requestedAddressLines = (address: RequestedDeliveryAddress) =>
  [
    `${address.FirstName} ${address.LastName}`,
    address.Company,
    [address.Street1, address.HouseNumber, address.BoxNumber].filter(Boolean).join(' '),
    `${address.PostalCode} ${address.City}`,
    address.CountryName,
    address.Phone,
  ].filter((line): line is string => !!line);

/**
 * The shop is asked to deliver an order elsewhere (spec 001 §2 "Order screen with a
 * change-delivery-address modal"), in the shop's own culture: the order, who asks, the address
 * it goes to now and the one asked for, and the customer's word. Every value is escaped.
 */
export function deliveryAddressRequestMail(
  order: Order,
  requested: RequestedDeliveryAddress,
  { culture, shop, to }: { culture: Culture; shop: MailShop; to: string },
): MailMessage {
  const t = createTranslator(stringResources[culture]);
  const title = t('Orders.AddressRequest.MailTitle', { number: order.Number });
  const intro = t('Orders.AddressRequest.MailIntro', { number: order.Number, email: order.Email });
  const current = addressLines(order.ShippingAddress);
  const asked = requestedAddressLines(requested);
  const block = (heading: string, lines: string[]) =>
    `<p><strong>${escapeHtml(heading)}</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`;
  const comment = requested.Comment?.trim();
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    block(t('Orders.AddressRequest.MailCurrent'), current),
    block(t('Orders.AddressRequest.MailRequested'), asked),
    ...(comment ? [block(t('Orders.AddressRequest.Comment'), comment.split(/\r?\n/))] : []),
  ].join('\n');
  const bodyText = [
    intro,
    '',
    `${t('Orders.AddressRequest.MailCurrent')}:`,
    ...current,
    '',
    `${t('Orders.AddressRequest.MailRequested')}:`,
    ...asked,
    ...(comment ? ['', `${t('Orders.AddressRequest.Comment')}:`, comment] : []),
  ].join('\n');
  return {
    to,
    subject: t('Orders.AddressRequest.MailSubject', { number: order.Number }),
    html: mailLayout({ title, bodyHtml, culture, shop }),
    text: mailText({ title, bodyText, culture, shop }),
  };
}
