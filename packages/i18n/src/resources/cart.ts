import { defineStrings } from './define';

/** Cart strings (spec 001 §4 "Cart update", §5 quantities): the server's refusals and adjustments. */
export const cartStrings = defineStrings({
  fr: {
    'Cart.VariantNotFound': 'Ce produit n’est pas en vente.',
    'Cart.VariantUnavailable': 'Ce produit ne peut plus être commandé.',
    'Cart.OutOfStock': 'Ce produit est en rupture de stock.',
    'Cart.ItemNotFound': 'Cet article n’est plus dans votre panier.',
    'Cart.QuantityAdjusted.Stock':
      'Il ne reste que {quantity} « {name} » en stock : la quantité a été modifiée.',
    'Cart.QuantityAdjusted.Maximum':
      '« {name} » se commande par {quantity} au plus : la quantité a été modifiée.',
    'Cart.QuantityAdjusted.Minimum':
      '« {name} » se commande par {quantity} au moins : la quantité a été modifiée.',
    'Cart.QuantityAdjusted.Step':
      '« {name} » se commande par multiples de {step} : la quantité est passée à {quantity}.',
  },
  nl: {
    'Cart.VariantNotFound': 'Dit product is niet te koop.',
    'Cart.VariantUnavailable': 'Dit product kan niet meer besteld worden.',
    'Cart.OutOfStock': 'Dit product is uitverkocht.',
    'Cart.ItemNotFound': 'Dit artikel zit niet meer in je winkelmandje.',
    'Cart.QuantityAdjusted.Stock':
      'Er zijn nog maar {quantity} stuks van "{name}" op voorraad: het aantal is aangepast.',
    'Cart.QuantityAdjusted.Maximum':
      '"{name}" kan tot {quantity} stuks besteld worden: het aantal is aangepast.',
    'Cart.QuantityAdjusted.Minimum':
      '"{name}" wordt per minstens {quantity} stuks besteld: het aantal is aangepast.',
    'Cart.QuantityAdjusted.Step':
      '"{name}" wordt per veelvoud van {step} besteld: het aantal is nu {quantity}.',
  },
  es: {
    'Cart.VariantNotFound': 'Este producto no está a la venta.',
    'Cart.VariantUnavailable': 'Este producto ya no se puede pedir.',
    'Cart.OutOfStock': 'Este producto está agotado.',
    'Cart.ItemNotFound': 'Este artículo ya no está en su cesta.',
    'Cart.QuantityAdjusted.Stock':
      'Solo quedan {quantity} unidades de «{name}» en stock: se ha cambiado la cantidad.',
    'Cart.QuantityAdjusted.Maximum':
      '«{name}» se pide hasta {quantity} unidades como máximo: se ha cambiado la cantidad.',
    'Cart.QuantityAdjusted.Minimum':
      '«{name}» se pide a partir de {quantity} unidades: se ha cambiado la cantidad.',
    'Cart.QuantityAdjusted.Step': '«{name}» se pide en múltiplos de {step}: la cantidad es ahora {quantity}.',
  },
  de: {
    'Cart.VariantNotFound': 'Dieses Produkt ist nicht im Verkauf.',
    'Cart.VariantUnavailable': 'Dieses Produkt kann nicht mehr bestellt werden.',
    'Cart.OutOfStock': 'Dieses Produkt ist ausverkauft.',
    'Cart.ItemNotFound': 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
    'Cart.QuantityAdjusted.Stock':
      'Von „{name}“ sind nur noch {quantity} Stück auf Lager: Die Menge wurde geändert.',
    'Cart.QuantityAdjusted.Maximum':
      '„{name}“ kann bis zu {quantity} Stück bestellt werden: Die Menge wurde geändert.',
    'Cart.QuantityAdjusted.Minimum': '„{name}“ wird ab {quantity} Stück bestellt: Die Menge wurde geändert.',
    'Cart.QuantityAdjusted.Step':
      '„{name}“ wird in Vielfachen von {step} bestellt: Die Menge ist jetzt {quantity}.',
  },
  it: {
    'Cart.VariantNotFound': 'Questo prodotto non è in vendita.',
    'Cart.VariantUnavailable': 'Questo prodotto non può più essere ordinato.',
    'Cart.OutOfStock': 'Questo prodotto è esaurito.',
    'Cart.ItemNotFound': 'Questo articolo non è più nel tuo carrello.',
    'Cart.QuantityAdjusted.Stock':
      'Restano solo {quantity} pezzi di «{name}» disponibili: la quantità è stata modificata.',
    'Cart.QuantityAdjusted.Maximum':
      '«{name}» si ordina fino a {quantity} pezzi: la quantità è stata modificata.',
    'Cart.QuantityAdjusted.Minimum':
      '«{name}» si ordina da {quantity} pezzi: la quantità è stata modificata.',
    'Cart.QuantityAdjusted.Step': '«{name}» si ordina in multipli di {step}: la quantità ora è {quantity}.',
  },
  pt: {
    'Cart.VariantNotFound': 'Este produto não está à venda.',
    'Cart.VariantUnavailable': 'Este produto já não pode ser encomendado.',
    'Cart.OutOfStock': 'Este produto está esgotado.',
    'Cart.ItemNotFound': 'Este artigo já não está no seu carrinho.',
    'Cart.QuantityAdjusted.Stock':
      'Restam apenas {quantity} unidades de «{name}» em stock: a quantidade foi alterada.',
    'Cart.QuantityAdjusted.Maximum':
      '«{name}» encomenda-se até {quantity} unidades: a quantidade foi alterada.',
    'Cart.QuantityAdjusted.Minimum':
      '«{name}» encomenda-se a partir de {quantity} unidades: a quantidade foi alterada.',
    'Cart.QuantityAdjusted.Step':
      '«{name}» encomenda-se em múltiplos de {step}: a quantidade é agora {quantity}.',
  },
});
