/** Demo accounts that log in with the shared demo password (README); several, so no account row is everyone's. */
export const demoUsers = [
  'jan.devries',
  'anna.devries',
  'sanne.devries',
  'peter.jansen',
  'mark.peters',
  'eva.smit',
  'ruben.koster',
  'karin.dekker',
];

export const demoPassword = 'Welkom-2026!';
