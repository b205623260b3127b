import { defineStrings } from './define';

/**
 * Pickup points (spec 001 §3, §7): the carrier search and the point chosen for the cart, and
 * why either is refused.
 */
export const pickupPointsStrings = defineStrings({
  fr: {
    'PickupPoints.CarrierUnknown': 'Ce transporteur ne propose pas de points relais ici.',
    'PickupPoints.PlaceRequired': 'Indiquez un code postal, une ville ou une adresse.',
    'PickupPoints.NotFound': 'Ce point relais est introuvable : choisissez-en un autre.',
    'PickupPoints.MethodNotPickup':
      'Ce mode de livraison ne livre pas dans un point relais de ce transporteur.',
    'PickupPoints.NotStatic': 'Ce point relais n’est pas un des points du magasin.',
    'PickupPoints.OtherCountry': 'Ce point relais ne se trouve pas dans le pays de livraison.',
    'PickupPoints.CarrierUnavailable':
      'Le transporteur ne répond pas pour le moment : réessayez dans un instant.',
  },
  nl: {
    'PickupPoints.CarrierUnknown': 'Deze vervoerder biedt hier geen afhaalpunten aan.',
    'PickupPoints.PlaceRequired': 'Vul een postcode, een plaats of een adres in.',
    'PickupPoints.NotFound': 'Dit afhaalpunt is niet te vinden: kies een ander.',
    'PickupPoints.MethodNotPickup': 'Deze verzendmethode levert niet in een afhaalpunt van deze vervoerder.',
    'PickupPoints.NotStatic': 'Dit afhaalpunt is geen afhaalpunt van de winkel zelf.',
    'PickupPoints.OtherCountry': 'Dit afhaalpunt ligt niet in het land van levering.',
    'PickupPoints.CarrierUnavailable':
      'De vervoerder antwoordt momenteel niet: probeer het zo meteen opnieuw.',
  },
  es: {
    'PickupPoints.CarrierUnknown': 'Este transportista no ofrece puntos de recogida aquí.',
    'PickupPoints.PlaceRequired': 'Indica un código postal, una ciudad o una dirección.',
    'PickupPoints.NotFound': 'No se encuentra este punto de recogida: elige otro.',
    'PickupPoints.MethodNotPickup':
      'Este método de envío no entrega en un punto de recogida de este transportista.',
    'PickupPoints.NotStatic': 'Este punto de recogida no es uno de los puntos de la tienda.',
    'PickupPoints.OtherCountry': 'Este punto de recogida no está en el país de entrega.',
    'PickupPoints.CarrierUnavailable':
      'El transportista no responde en este momento: inténtalo de nuevo dentro de un momento.',
  },
  de: {
    'PickupPoints.CarrierUnknown': 'Dieser Versanddienst bietet hier keine Abholstellen an.',
    'PickupPoints.PlaceRequired': 'Geben Sie eine Postleitzahl, einen Ort oder eine Adresse ein.',
    'PickupPoints.NotFound': 'Diese Abholstelle ist nicht zu finden: Wählen Sie eine andere.',
    'PickupPoints.MethodNotPickup':
      'Diese Versandart liefert nicht an eine Abholstelle dieses Versanddienstes.',
    'PickupPoints.NotStatic': 'Diese Abholstelle gehört nicht zu den Abholstellen des Shops.',
    'PickupPoints.OtherCountry': 'Diese Abholstelle liegt nicht im Lieferland.',
    'PickupPoints.CarrierUnavailable':
      'Der Versanddienst antwortet gerade nicht: Versuchen Sie es gleich noch einmal.',
  },
  it: {
    'PickupPoints.CarrierUnknown': 'Questo corriere non offre punti di ritiro qui.',
    'PickupPoints.PlaceRequired': 'Indica un codice postale, una città o un indirizzo.',
    'PickupPoints.NotFound': 'Questo punto di ritiro non si trova più: scegline un altro.',
    'PickupPoints.MethodNotPickup':
      'Questo metodo di spedizione non consegna in un punto di ritiro di questo corriere.',
    'PickupPoints.NotStatic': 'Questo punto di ritiro non è uno dei punti del negozio.',
    'PickupPoints.OtherCountry': 'Questo punto di ritiro non si trova nel paese di consegna.',
    'PickupPoints.CarrierUnavailable': 'Il corriere non risponde al momento: riprova tra un istante.',
  },
  pt: {
    'PickupPoints.CarrierUnknown': 'Esta transportadora não oferece pontos de recolha aqui.',
    'PickupPoints.PlaceRequired': 'Indique um código postal, uma cidade ou uma morada.',
    'PickupPoints.NotFound': 'Este ponto de recolha não foi encontrado: escolha outro.',
    'PickupPoints.MethodNotPickup':
      'Este método de envio não entrega num ponto de recolha desta transportadora.',
    'PickupPoints.NotStatic': 'Este ponto de recolha não é um dos pontos da loja.',
    'PickupPoints.OtherCountry': 'Este ponto de recolha não fica no país de entrega.',
    'PickupPoints.CarrierUnavailable':
      'A transportadora não responde de momento: tente novamente dentro de instantes.',
  },
});
