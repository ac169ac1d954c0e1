/**
 * Names of well-known cities that GeoNames (the gazetteer's data) files under another spelling: the local
 * name where it keeps the English one (`Lisboa` is filed as `Lisbon`), and the English name where it keeps
 * the local one (`Cologne` is filed as `Köln`). Each entry: the name an address may carry, the gazetteer's
 * name, and the country, so `Lisboa` finds the capital and not a village.
 */
export const LOCAL_CITY_NAMES: readonly (readonly [alias: string, name: string, country: string])[] = [
  ['Lisboa', 'Lisbon', 'PT'],
  ['München', 'Munich', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Hanover', 'Hannover', 'DE'],
  ['Cologne', 'Köln', 'DE'],
  ['Roma', 'Rome', 'IT'],
  ['Milano', 'Milan', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['Genova', 'Genoa', 'IT'],
  ['Firenze', 'Florence', 'IT'],
  ['Venezia', 'Venice', 'IT'],
  ['Padua', 'Padova', 'IT'],
  ['Wien', 'Vienna', 'AT'],
  ['Praha', 'Prague', 'CZ'],
  ['København', 'Copenhagen', 'DK'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Brussel', 'Brussels', 'BE'],
  ['Antwerp', 'Antwerpen', 'BE'],
  ['Bruges', 'Brugge', 'BE'],
  ['Ghent', 'Gent', 'BE'],
  ['Den Haag', 'The Hague', 'NL'],
  ['Geneva', 'Genève', 'CH'],
  ['Lucerne', 'Luzern', 'CH'],
  ['Zurich', 'Zürich', 'CH'],
  ['Seville', 'Sevilla', 'ES'],
  ['Saragossa', 'Zaragoza', 'ES'],
  ['València', 'Valencia', 'ES'],
  ['Gothenburg', 'Göteborg', 'SE'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Athina', 'Athens', 'GR'],
  ['București', 'Bucharest', 'RO'],
  ['Beograd', 'Belgrade', 'RS'],
  ['Moskva', 'Moscow', 'RU'],
  ['Kiev', 'Kyiv', 'UA'],
  ['Ciudad de México', 'Mexico City', 'MX'],
];
