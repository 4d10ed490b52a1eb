/**
 * The simulated address register (a stand-in for the national BAG/PostNL data, decision 0034): a
 * Dutch postal code names one side of one street, for a range of house numbers. It holds the streets
 * of the demo households and of the hospitals and treatment centres a request may name.
 */
export interface RegisteredStreet {
  postalCode: string;
  street: string;
  city: string;
  /** The house numbers the postal code covers, both ends included. */
  houseNumbers: readonly [number, number];
}

export const addressRegister: readonly RegisteredStreet[] = [
  // The demo households.
  { postalCode: '3521AB', street: 'Lindelaan', city: 'Utrecht', houseNumbers: [1, 40] },
  { postalCode: '2011KL', street: 'Molenstraat', city: 'Haarlem', houseNumbers: [1, 30] },
  { postalCode: '1055TX', street: 'Tulpstraat', city: 'Amsterdam', houseNumbers: [1, 60] },
  { postalCode: '2202AB', street: 'Duinweg', city: 'Noordwijk', houseNumbers: [1, 50] },
  { postalCode: '8251PT', street: 'Polderweg', city: 'Dronten', houseNumbers: [1, 60] },
  { postalCode: '5611AB', street: 'Kerkplein', city: 'Eindhoven', houseNumbers: [1, 20] },
  // Hospitals, dialysis and radiotherapy centres.
  { postalCode: '3584CX', street: 'Heidelberglaan', city: 'Utrecht', houseNumbers: [100, 100] },
  { postalCode: '6815AD', street: 'Wagnerlaan', city: 'Arnhem', houseNumbers: [55, 55] },
  { postalCode: '1066CX', street: 'Plesmanlaan', city: 'Amsterdam', houseNumbers: [121, 125] },
  { postalCode: '2333ZA', street: 'Albinusdreef', city: 'Leiden', houseNumbers: [2, 2] },
  { postalCode: '3015GD', street: 'Doctor Molewaterplein', city: 'Rotterdam', houseNumbers: [40, 40] },
  { postalCode: '6525GA', street: 'Geert Grooteplein Zuid', city: 'Nijmegen', houseNumbers: [10, 10] },
  { postalCode: '9713GZ', street: 'Hanzeplein', city: 'Groningen', houseNumbers: [1, 1] },
  { postalCode: '5623EJ', street: 'Michelangelolaan', city: 'Eindhoven', houseNumbers: [2, 2] },
  { postalCode: '2035RC', street: 'Boerhaavelaan', city: 'Haarlem', houseNumbers: [22, 22] },
];

/** The street and town at a postal code (without spaces, capitals) and house number, or null. */
export function lookUpAddress({ postalCode, houseNumber }: { postalCode: string; houseNumber: number }) {
  const found = addressRegister.find(
    (entry) =>
      entry.postalCode === postalCode &&
      houseNumber >= entry.houseNumbers[0] &&
      houseNumber <= entry.houseNumbers[1],
  );
  return found === undefined ? null : { street: found.street, city: found.city };
}
