import { defineStrings } from './define';

/** The search box of the select boxes that ask for one (spec 000 §9, class js-select2-show-search). */
export const selectSearchStrings = defineStrings({
  fr: {
    'Shipping.SearchCountry': 'Rechercher un pays',
    'Shipping.CountriesLeft': 'Pays trouvés : {count}',
  },
  nl: {
    'Shipping.SearchCountry': 'Een land zoeken',
    'Shipping.CountriesLeft': 'Gevonden landen: {count}',
  },
  es: {
    'Shipping.SearchCountry': 'Buscar un país',
    'Shipping.CountriesLeft': 'Países encontrados: {count}',
  },
  de: {
    'Shipping.SearchCountry': 'Land suchen',
    'Shipping.CountriesLeft': 'Gefundene Länder: {count}',
  },
  it: {
    'Shipping.SearchCountry': 'Cerca un paese',
    'Shipping.CountriesLeft': 'Paesi trovati: {count}',
  },
  pt: {
    'Shipping.SearchCountry': 'Procurar um país',
    'Shipping.CountriesLeft': 'Países encontrados: {count}',
  },
});
